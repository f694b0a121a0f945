import { describe, expect, it } from 'vitest';
import {
  CENTER_DEFAULTS,
  readCenterParams,
  reportSortQuery,
  writeCenterParams,
} from './center-params.ts';

describe('Analysis Center address', () => {
  it('reads the defaults from an empty address and writes none of them back', () => {
    expect(readCenterParams(new URLSearchParams())).toEqual({
      workspace: '',
      tab: 'tasks',
      taskPage: 1,
      taskPageSize: 10,
      reportPage: 1,
      reportPageSize: 10,
      search: '',
      sort: 'createdAt-desc',
    });
    expect(writeCenterParams(CENTER_DEFAULTS).toString()).toBe('');
  });

  it('round-trips every setting', () => {
    const params = {
      workspace: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      tab: 'reports',
      taskPage: 3,
      taskPageSize: 20,
      reportPage: 2,
      reportPageSize: 50,
      search: 'fridge dinners',
      sort: 'reportTitle-asc',
    } as const;
    expect(readCenterParams(writeCenterParams(params))).toEqual(params);
  });

  it('falls back to the default for anything unknown or out of range', () => {
    const read = readCenterParams(
      new URLSearchParams(
        'tab=admin&page=-2&size=15&reportPage=1.5&reportSize=100&sort=price-asc&search=%20%20',
      ),
    );
    expect(read).toEqual(CENTER_DEFAULTS);
  });

  it('keeps the workspace first in the address, and leaves Personal out', () => {
    const team = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    expect(
      writeCenterParams({ ...CENTER_DEFAULTS, workspace: team, tab: 'reports' }).toString(),
    ).toBe(`workspace=${team}&tab=reports`);
    expect(readCenterParams(new URLSearchParams(`workspace=${team}`)).workspace).toBe(team);
    expect(writeCenterParams({ ...CENTER_DEFAULTS, workspace: '' }).toString()).toBe('');
  });

  it('only allows the spec’s page sizes: 5/10/20 for tasks, 5/10/20/50 for reports', () => {
    expect(readCenterParams(new URLSearchParams('size=5&reportSize=50'))).toMatchObject({
      taskPageSize: 5,
      reportPageSize: 50,
    });
    expect(readCenterParams(new URLSearchParams('size=50'))).toMatchObject({ taskPageSize: 10 });
  });

  it('turns a sort into the reports query', () => {
    expect(reportSortQuery('createdAt-desc')).toEqual({ sortBy: 'createdAt', sortOrder: 'desc' });
    expect(reportSortQuery('reportTitle-asc')).toEqual({
      sortBy: 'reportTitle',
      sortOrder: 'asc',
    });
  });
});
