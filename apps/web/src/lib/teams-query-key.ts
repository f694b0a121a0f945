/**
 * Every team query's key starts with this: any change to a team reads them again. A module of
 * its own so that code which only invalidates the teams (the home form's submission) does not
 * bring the teams' request code onto the home page's first screen.
 */
export const TEAMS_QUERY_KEY = ['teams'] as const;
