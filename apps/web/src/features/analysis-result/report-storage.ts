import {
  ANALYSIS_RESULT,
  REPORT_BASIC_INFO,
  readStorage,
  removeStorage,
  writeStorage,
} from '../../lib/storage-keys.ts';

/** What is kept beside a result in local storage (spec §3: report basic info). */
export type ReportBasicInfo = {
  reportTitle: string;
  userMessage: string;
  createdAt: string;
  compositeScore: number | null;
  reportType: 'simple' | 'deep';
};

export type StoredReport =
  | { status: 'none' }
  /** Something is stored but it is not JSON (edited by hand, cut short). */
  | { status: 'unreadable' }
  | { status: 'found'; result: unknown; info: ReportBasicInfo | null };

/** Keeps the latest result so a reload, even without its ?taskId, shows it again. */
export function saveReport(result: unknown, info: ReportBasicInfo): void {
  writeStorage(ANALYSIS_RESULT, JSON.stringify(result));
  writeStorage(REPORT_BASIC_INFO, JSON.stringify(info));
}

export function clearStoredReport(): void {
  removeStorage(ANALYSIS_RESULT);
  removeStorage(REPORT_BASIC_INFO);
}

function readInfo(raw: string | null): ReportBasicInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const info = value as Record<string, unknown>;
    return {
      reportTitle: typeof info.reportTitle === 'string' ? info.reportTitle : '',
      userMessage: typeof info.userMessage === 'string' ? info.userMessage : '',
      createdAt: typeof info.createdAt === 'string' ? info.createdAt : '',
      compositeScore: typeof info.compositeScore === 'number' ? info.compositeScore : null,
      reportType: info.reportType === 'simple' ? 'simple' : 'deep',
    };
  } catch {
    // Broken basic info only costs the title and idea; the result itself may still show.
    return null;
  }
}

export function loadStoredReport(): StoredReport {
  const raw = readStorage(ANALYSIS_RESULT);
  if (raw === null || raw.trim() === '') return { status: 'none' };
  let result: unknown;
  try {
    result = JSON.parse(raw);
  } catch {
    return { status: 'unreadable' };
  }
  if (result === null) return { status: 'none' };
  return { status: 'found', result, info: readInfo(readStorage(REPORT_BASIC_INFO)) };
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
