// The analysis API's limits and error codes, without zod: the web app's home page imports these
// for its form and must not download the schema library before its first paint. `analysis.ts`
// re-exports every one of them, for code that also needs the schemas.

/** Business limits of the spec (§5, §9), shared by the server's checks and the web form. */
export const IDEA_MIN_LENGTH = 10;
export const IDEA_MAX_LENGTH_ANONYMOUS = 300;
export const IDEA_MAX_LENGTH_SIGNED_IN = 2000;
export const IDEA_WARN_LENGTH_ANONYMOUS = 270;
export const IDEA_WARN_LENGTH_SIGNED_IN = 1800;
/** Anonymous quick analyses are refused while this many tasks wait. */
export const QUEUE_BUSY_THRESHOLD = 10;
export const TASK_POLL_INTERVAL_MS = 2000;
export const DEEP_ANALYSIS_COST = 1;
/** Anonymous tasks claimed at once, at most: a browser keeps the claim tokens of its latest ones. */
export const CLAIM_TASKS_MAX = 20;

export const AnalysisErrorCode = {
  IDEA_REQUIRED: 'IDEA_REQUIRED',
  IDEA_TOO_SHORT: 'IDEA_TOO_SHORT',
  IDEA_TOO_LONG: 'IDEA_TOO_LONG',
  /** The text is not a startup idea (random letters, one word, a joke with no customer or product). */
  IDEA_UNCLEAR: 'IDEA_UNCLEAR',
  QUEUE_BUSY: 'QUEUE_BUSY',
  RATE_LIMITED: 'RATE_LIMITED',
  INSUFFICIENT_POINTS: 'INSUFFICIENT_POINTS',
  MISSING_AUTH_HEADER: 'MISSING_AUTH_HEADER',
  TASK_NOT_FOUND: 'TASK_NOT_FOUND',
  /** Only completed or failed tasks can be deleted. */
  TASK_NOT_DELETABLE: 'TASK_NOT_DELETABLE',
  /** Anonymous tasks are claimed only by a new account, at sign-up (POST /api/analysis/claim). */
  CLAIM_CLOSED: 'CLAIM_CLOSED',
} as const;

/** Page sizes of the Analysis Center's task list (spec §9). */
export const TASK_PAGE_SIZES = [5, 10, 20] as const;
export const TASK_PAGE_SIZE_DEFAULT = 10;
