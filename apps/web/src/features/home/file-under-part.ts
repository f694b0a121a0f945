import { loadTranslations } from '../../lib/i18n.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import type { TeamSummary } from '../../lib/teams.ts';

// What the "File under" choice (file-under-choice.ts) and the part reading the teams
// (components/teams-feed.tsx) share, without either importing the other.

/**
 * The "File under" choice's select, with its words (the review step's, which members of a team
 * soon need anyway): fetched once the user turns out to belong to a team, so the home page's
 * first screen carries neither.
 */
export const LazyFileUnder = lazyComponent(async () => {
  const [{ FileUnder }] = await Promise.all([
    import('./components/file-under.tsx'),
    loadTranslations(['review']),
  ]);
  return FileUnder;
});

/** What the teams' reader reports: the teams offered, and whether they are still being read. */
export type TeamsFeedState = { teams: TeamSummary[]; pending: boolean };
export type TeamsFeedProps = { onChange: (state: TeamsFeedState) => void };
