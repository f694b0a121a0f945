/**
 * Where the report on screen comes from, which says what its toolbar can do with it (issue 21):
 * export it as a file, and share it with whom.
 */
export type ReportSource =
  /** The signed-in owner's saved report: exported through its id, shared by a share link. */
  | { kind: 'saved'; reportId: string; title: string }
  /** The bundled demo: its address is public, and it exports without signing in. */
  | { kind: 'demo'; url: string; title: string }
  /** A report opened through its share link (`url`): read-only, printed but not exported. */
  | { kind: 'shared'; url: string; title: string }
  /**
   * A result this page knows no saved report of: an anonymous visitor's (the server keeps none),
   * or a task's result, whose saved report is found in the user's reports.
   */
  | { kind: 'unsaved' };

export const UNSAVED_REPORT: ReportSource = { kind: 'unsaved' };
