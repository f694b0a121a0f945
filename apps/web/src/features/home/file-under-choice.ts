import { useEffect, useState } from 'react';
import { loadTranslations } from '../../lib/i18n.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { type TeamSummary, useTeams } from '../../lib/teams.ts';
import { rememberedWorkspace } from '../../lib/workspace.ts';

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

/** Where a signed-in user files a new analysis (issue 23): Personal, or one of their teams. */
export type FileUnderChoice = {
  /** The user's teams: no choice is offered without any (nor before they and their words are known). */
  teams: TeamSummary[];
  /** The team chosen, or null for Personal. */
  team: TeamSummary | null;
  /** A team was chosen but is not known yet: whose points would be spent is not known either. */
  checking: boolean;
  choose: (teamId: string | null) => void;
};

/**
 * The "File under" choice, starting at the Analysis Center's remembered workspace (a team the
 * user is no longer in is Personal). The teams are asked for only for signed-in users; a team is
 * offered once the choice's code and words have arrived.
 */
export function useFileUnderChoice(signedIn: boolean): FileUnderChoice {
  const teams = useTeams({ enabled: signedIn });
  const [chosen, setChosen] = useState(rememberedWorkspace);
  const [code, setCode] = useState<'loaded' | 'failed' | null>(null);
  const list = signedIn ? (teams.data ?? []) : [];
  const wanted = list.length > 0;
  useEffect(() => {
    if (!wanted || code) return;
    let live = true;
    LazyFileUnder.preload().then(
      () => live && setCode('loaded'),
      // Without its code no team is offered: analyses are filed as personal ones.
      () => live && setCode('failed'),
    );
    return () => {
      live = false;
    };
  }, [wanted, code]);
  const offered = code === 'loaded' ? list : [];
  return {
    teams: offered,
    team: offered.find((team) => team.id === chosen) ?? null,
    checking: signedIn && chosen !== null && (teams.isPending || (wanted && code === null)),
    choose: setChosen,
  };
}

/** The points a deep analysis is paid from: the team's pool, or the user's own (null: unknown). */
export function pointsToSpend(choice: FileUnderChoice, ownPoints: number | null): number | null {
  if (choice.team) return choice.team.points;
  return choice.checking ? null : ownPoints;
}
