import { type ComponentType, createElement, type ReactNode, useEffect, useState } from 'react';
import type { TeamSummary } from '../../lib/teams.ts';
import { rememberedWorkspace } from '../../lib/workspace.ts';
import type { TeamsFeedProps, TeamsFeedState } from './file-under-part.ts';

export { LazyFileUnder } from './file-under-part.ts';

/** Where a signed-in user files a new analysis (issue 23): Personal, or one of their teams. */
export type FileUnderChoice = {
  /** The user's teams: no choice is offered without any (nor before they and their words are known). */
  teams: TeamSummary[];
  /** The team chosen, or null for Personal. */
  team: TeamSummary | null;
  /** A team was chosen but is not known yet: whose points would be spent is not known either. */
  checking: boolean;
  choose: (teamId: string | null) => void;
  /** Reads the teams while rendered (signed in): render it once, anywhere, with the choice. */
  feed: ReactNode;
};

/**
 * The "File under" choice, starting at the Analysis Center's remembered workspace (a team the
 * user is no longer in is Personal). For signed-in users only, a part of its own
 * (components/teams-feed.tsx, with the teams' request code) reads the teams and offers them once
 * the choice's code and words have arrived: the home page's first screen carries none of it.
 */
export function useFileUnderChoice(signedIn: boolean): FileUnderChoice {
  const [state, setState] = useState<TeamsFeedState>({ teams: [], pending: true });
  const [chosen, setChosen] = useState(rememberedWorkspace);
  const [Feed, setFeed] = useState<ComponentType<TeamsFeedProps> | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    import('./components/teams-feed.tsx').then(
      (module) => live && setFeed(() => module.TeamsFeed),
      // Without its code no team is offered: analyses are filed as personal ones.
      () => live && setState({ teams: [], pending: false }),
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  const offered = signedIn ? state.teams : [];
  return {
    teams: offered,
    team: offered.find((team) => team.id === chosen) ?? null,
    checking: signedIn && chosen !== null && state.pending,
    choose: setChosen,
    feed: signedIn && Feed ? createElement(Feed, { onChange: setState }) : null,
  };
}

/** The points a deep analysis is paid from: the team's pool, or the user's own (null: unknown). */
export function pointsToSpend(choice: FileUnderChoice, ownPoints: number | null): number | null {
  if (choice.team) return choice.team.points;
  return choice.checking ? null : ownPoints;
}
