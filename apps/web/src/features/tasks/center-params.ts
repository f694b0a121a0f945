import { TASK_PAGE_SIZE_DEFAULT, TASK_PAGE_SIZES } from '@idealens/shared/analysis';
import {
  REPORT_PAGE_SIZE_DEFAULT,
  REPORT_PAGE_SIZES,
  REPORT_SEARCH_MAX_LENGTH,
  type ReportListQuery,
} from '@idealens/shared/reports';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { WORKSPACE_PARAM } from '../../lib/workspace.ts';

/**
 * What the Analysis Center shows lives in its address (`/tasks?tab=reports&search=…`), so going
 * back from a report lands on the same tab, page and search. Defaults are left out of the URL.
 */

export const CENTER_TABS = ['tasks', 'reports'] as const;
export type CenterTab = (typeof CENTER_TABS)[number];

/** Spec: sort by createdAt or reportTitle, ascending or descending; newest first by default. */
export const REPORT_SORTS = [
  'createdAt-desc',
  'createdAt-asc',
  'reportTitle-asc',
  'reportTitle-desc',
] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

export type CenterParams = {
  /** The team whose tasks and reports are shown; '' for Personal (checked by use-workspace.ts). */
  workspace: string;
  tab: CenterTab;
  taskPage: number;
  taskPageSize: number;
  reportPage: number;
  reportPageSize: number;
  /** The search that was run (Enter or the button), not what is being typed. */
  search: string;
  sort: ReportSort;
};

export const CENTER_DEFAULTS: CenterParams = {
  workspace: '',
  tab: 'tasks',
  taskPage: 1,
  taskPageSize: TASK_PAGE_SIZE_DEFAULT,
  reportPage: 1,
  reportPageSize: REPORT_PAGE_SIZE_DEFAULT,
  search: '',
  sort: 'createdAt-desc',
};

const PARAM_NAMES: Record<keyof CenterParams, string> = {
  workspace: WORKSPACE_PARAM,
  tab: 'tab',
  taskPage: 'page',
  taskPageSize: 'size',
  reportPage: 'reportPage',
  reportPageSize: 'reportSize',
  search: 'search',
  sort: 'sort',
};

function oneOf<T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((item) => String(item) === value) ?? fallback;
}

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Reads the address leniently: anything unknown or out of range is the default. */
export function readCenterParams(params: URLSearchParams): CenterParams {
  const get = (key: keyof CenterParams) => params.get(PARAM_NAMES[key]);
  return {
    // Team ids are UUIDs: anything longer is no team's.
    workspace: (get('workspace') ?? '').trim().slice(0, 100),
    tab: oneOf(CENTER_TABS, get('tab'), CENTER_DEFAULTS.tab),
    taskPage: pageNumber(get('taskPage')),
    taskPageSize: oneOf(TASK_PAGE_SIZES, get('taskPageSize'), TASK_PAGE_SIZE_DEFAULT),
    reportPage: pageNumber(get('reportPage')),
    reportPageSize: oneOf(REPORT_PAGE_SIZES, get('reportPageSize'), REPORT_PAGE_SIZE_DEFAULT),
    search: (get('search') ?? '').trim().slice(0, REPORT_SEARCH_MAX_LENGTH),
    sort: oneOf(REPORT_SORTS, get('sort'), CENTER_DEFAULTS.sort),
  };
}

export function writeCenterParams(values: CenterParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM_NAMES) as (keyof CenterParams)[]) {
    if (values[key] !== CENTER_DEFAULTS[key]) params.set(PARAM_NAMES[key], String(values[key]));
  }
  return params;
}

export function reportSortQuery(sort: ReportSort): Pick<ReportListQuery, 'sortBy' | 'sortOrder'> {
  const [sortBy, sortOrder] = sort.split('-') as [
    ReportListQuery['sortBy'],
    ReportListQuery['sortOrder'],
  ];
  return { sortBy, sortOrder };
}

/** The center's state and a setter that merges a change into the address (replacing history). */
export function useCenterParams(): [CenterParams, (change: Partial<CenterParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readCenterParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<CenterParams>) => {
      setSearchParams(writeCenterParams({ ...params, ...change }), { replace: true });
    },
    [params, setSearchParams],
  );
  return [params, update];
}
