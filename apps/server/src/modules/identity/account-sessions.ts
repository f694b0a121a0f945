import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

/**
 * Ends every sign-in of an account (a password reset), or every one but `keepGrantId` (a password
 * change from a signed-in device): in `identity_models`, its grants with everything issued under
 * them (codes, access and refresh tokens), its provider sessions (the browser cookie that would
 * sign it in again at once) and its interactions under way. A token that names an ended grant is
 * refused by the API (`accessTokenGrantStands`); the caller tells this process to forget it at once.
 *
 * The account's id is `accountId` in the payloads of grants, sessions and tokens; interactions keep
 * it under `session` (a sign-in that started signed in) and `result.login` (one that just signed in).
 * Returns the ids of the ended grants. Runs in the caller's transaction when handed one.
 */
export async function endAccountSessions(
  db: DB,
  accountId: string,
  options: { keepGrantId?: string | undefined } = {},
): Promise<string[]> {
  const keep = options.keepGrantId;
  const grants = await db
    .selectFrom('identity_models')
    .select('id')
    .where('model', '=', 'Grant')
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .$if(keep !== undefined, (query) => query.where('id', '!=', keep as string))
    .execute();
  const grantIds = grants.map((grant) => grant.id);
  await db
    .deleteFrom('identity_models')
    .where((eb) => {
      const ofAccount = eb.or([
        eb(sql<string>`payload->>'accountId'`, '=', accountId),
        eb.and([
          eb('model', '=', 'Interaction'),
          eb.or([
            eb(sql<string>`payload #>> '{session,accountId}'`, '=', accountId),
            eb(sql<string>`payload #>> '{result,login,accountId}'`, '=', accountId),
          ]),
        ]),
        ...(grantIds.length > 0 ? [eb('grant_id', 'in', grantIds)] : []),
      ]);
      if (keep === undefined) return ofAccount;
      // The kept sign-in: its grant, what was issued under it, and the session that holds it.
      return eb.and([
        ofAccount,
        eb.not(
          eb.or([
            eb.and([eb('model', '=', 'Grant'), eb('id', '=', keep)]),
            // Rows without a grant have grant_id null: compared so that they count as not kept.
            sql<boolean>`grant_id is not distinct from ${keep}`,
            eb.and([
              eb('model', '=', 'Session'),
              sql<boolean>`exists (select 1 from jsonb_each(payload->'authorizations') a
                where a.value->>'grantId' = ${keep})`,
            ]),
          ]),
        ),
      ]);
    })
    .execute();
  return grantIds;
}
