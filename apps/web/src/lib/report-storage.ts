import {
  ANALYSIS_RESULT,
  REPORT_BASIC_INFO,
  readStorage,
  removeStorage,
  writeStorage,
} from './storage-keys.ts';

/** What is kept beside a result in local storage (spec §3: report basic info). */
export type ReportBasicInfo = {
  reportTitle: string;
  userMessage: string;
  createdAt: string;
  compositeScore: number | null;
  reportType: 'simple' | 'deep';
};

/**
 * Whose a stored result is: the signed-in user's id, or null for an anonymous visitor's. Kept in
 * the basic info beside the spec's fields, with the task that produced it when known.
 */
export type StoredOwnership = {
  owner: string | null;
  taskId: string | null;
  /** The saved report it was opened from, when it was (history), so deleting it forgets it here. */
  reportId?: string | null;
};

/**
 * Who is looking at this browser's stored result: the signed-in user's id, or null for an
 * anonymous visitor.
 */
export type Viewer = string | null;

export type StoredReport =
  | { status: 'none' }
  /** Something is stored but it is not JSON (edited by hand, cut short). */
  | { status: 'unreadable' }
  | { status: 'found'; result: unknown; info: ReportBasicInfo };

/**
 * Keeps the latest result so a reload, even without its ?taskId, shows it again, to its owner
 * alone (an anonymous visitor's result, to whoever uses this browser).
 */
export function saveReport(result: unknown, info: ReportBasicInfo, whose: StoredOwnership): void {
  writeStorage(ANALYSIS_RESULT, JSON.stringify(result));
  writeStorage(REPORT_BASIC_INFO, JSON.stringify({ ...info, ...whose }));
}

export function clearStoredReport(): void {
  removeStorage(ANALYSIS_RESULT);
  removeStorage(REPORT_BASIC_INFO);
}

type StoredInfo = { info: ReportBasicInfo; whose: StoredOwnership };

/** The basic info and whose it is; null when either cannot be read (then nobody's is known). */
function readInfo(raw: string | null): StoredInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const info = value as Record<string, unknown>;
    // Results kept before owners were recorded have none: whose they are is not known.
    if (info.owner !== null && typeof info.owner !== 'string') return null;
    return {
      info: {
        reportTitle: typeof info.reportTitle === 'string' ? info.reportTitle : '',
        userMessage: typeof info.userMessage === 'string' ? info.userMessage : '',
        createdAt: typeof info.createdAt === 'string' ? info.createdAt : '',
        compositeScore: typeof info.compositeScore === 'number' ? info.compositeScore : null,
        reportType: info.reportType === 'simple' ? 'simple' : 'deep',
      },
      whose: {
        owner: info.owner,
        taskId: typeof info.taskId === 'string' ? info.taskId : null,
        reportId: typeof info.reportId === 'string' ? info.reportId : null,
      },
    };
  } catch {
    return null;
  }
}

/**
 * The stored result, when `viewer` may see it: an anonymous visitor's is anyone's at this
 * browser; a signed-in user's is theirs alone. One that is someone else's, or whose owner cannot
 * be read, is forgotten: it is never shown to anybody but its owner, whose session here is over.
 */
export function loadStoredReport(viewer: Viewer): StoredReport {
  const raw = readStorage(ANALYSIS_RESULT);
  if (raw === null || raw.trim() === '') return { status: 'none' };
  const stored = readInfo(readStorage(REPORT_BASIC_INFO));
  if (stored === null || (stored.whose.owner !== null && stored.whose.owner !== viewer)) {
    clearStoredReport();
    return { status: 'none' };
  }
  let result: unknown;
  try {
    result = JSON.parse(raw);
  } catch {
    return { status: 'unreadable' };
  }
  if (result === null) return { status: 'none' };
  return { status: 'found', result, info: stored.info };
}

/**
 * After the account signed up here claimed its anonymous tasks: a stored anonymous result of one
 * of them is the account's now, and is shown to it alone.
 */
export function adoptStoredReport(claimedTaskIds: readonly string[], owner: string): void {
  const stored = readInfo(readStorage(REPORT_BASIC_INFO));
  const taskId = stored?.whose.taskId;
  if (!stored || stored.whose.owner !== null || !taskId || !claimedTaskIds.includes(taskId)) {
    return;
  }
  writeStorage(REPORT_BASIC_INFO, JSON.stringify({ ...stored.info, owner, taskId }));
}

/**
 * A report or task deleted in this browser is forgotten here too (issue 19: deleting deletes the
 * content everywhere): the stored result goes when it came from that task or that saved report.
 */
export function forgetStoredReportOf({ taskId, reportId }: { taskId?: string; reportId?: string }) {
  const whose = readInfo(readStorage(REPORT_BASIC_INFO))?.whose;
  if (!whose) return;
  if ((taskId && whose.taskId === taskId) || (reportId && whose.reportId === reportId)) {
    clearStoredReport();
  }
}

/** A full (deep) report carries project_analysis, at the top level or under `data`. */
export function hasProjectAnalysis(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const record = result as Record<string, unknown>;
  if ('project_analysis' in record) return true;
  const data = record.data;
  return typeof data === 'object' && data !== null && 'project_analysis' in data;
}

/** Spec: simple when the basic info says so, when the task was simple, or without project_analysis. */
export function isSimpleResult(
  result: unknown,
  info: Pick<ReportBasicInfo, 'reportType'> | null,
  simpleTask: boolean,
): boolean {
  return info?.reportType === 'simple' || simpleTask || !hasProjectAnalysis(result);
}
