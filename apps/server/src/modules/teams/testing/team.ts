import { submitIdea } from '../../../test/analyses.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestUser } from '../../../test/users.ts';

type App = Pick<TestApp, 'app'>;

/** Makes a team through the API for `owner` (who must be on Max); its id. */
export async function makeTeam(t: App, owner: TestUser, name = 'Studio'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: owner.headers,
    payload: { name },
  });
  if (res.statusCode !== 201) throw new Error(`team not made: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

/** Invites `email` through the API; the invitation's token (the last part of its link). */
export async function inviteToken(
  t: App,
  owner: TestUser,
  teamId: string,
  email: string,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/teams/${teamId}/invites`,
    headers: owner.headers,
    payload: { email },
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  return String(res.json().data.link).split('/invites/')[1] ?? '';
}

/** Invites `member` and has them accept, through the API, as people join a team. */
export async function joinTeam(
  t: App,
  owner: TestUser,
  teamId: string,
  member: TestUser,
): Promise<void> {
  const token = await inviteToken(t, owner, teamId, `${member.id}@example.com`);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/invites/${token}/accept`,
    headers: member.headers,
  });
  if (res.statusCode !== 200) throw new Error(`joining failed: ${res.statusCode} ${res.body}`);
}

/** Submits an analysis in a team's workspace through the API; the task's id. */
export const submitInTeam = (
  t: App,
  user: TestUser,
  teamId: string,
  idea: string,
  type: 'simple' | 'chat' = 'simple',
) => submitIdea(t, user, idea, type, teamId);
