import { readStorage, removeStorage, WORKSPACE, writeStorage } from './storage-keys.ts';

// The workspace a signed-in user works in (issue 23): Personal, or one of their teams. The
// Analysis Center keeps it in its address and remembers it here for the next visit; the analysis
// form files new analyses under it by default.

/** The Analysis Center's address parameter naming the workspace (absent: Personal). */
export const WORKSPACE_PARAM = 'workspace';

/** The team the Analysis Center showed last, or null for Personal. */
export function rememberedWorkspace(): string | null {
  return readStorage(WORKSPACE) || null;
}

export function rememberWorkspace(teamId: string | null): void {
  if (teamId) writeStorage(WORKSPACE, teamId);
  else removeStorage(WORKSPACE);
}

/** The Analysis Center showing a workspace (null: Personal). */
export function analysisCenterPath(teamId: string | null | undefined): string {
  return teamId ? `/tasks?${new URLSearchParams({ [WORKSPACE_PARAM]: teamId })}` : '/tasks';
}
