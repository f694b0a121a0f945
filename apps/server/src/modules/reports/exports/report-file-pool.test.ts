import { ErrorCode } from '@idealens/shared/errors';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain-error.ts';
import { demoReportExportable } from './report-file.ts';
import { createReportFilePool, type ReportFilePool } from './report-file-pool.ts';

// The pool's real threads: Node loads report-file-worker.ts in each (type stripping, as the
// server runs), and they make real files.

let pool: ReportFilePool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the report file pool', () => {
  it('makes a PDF and a workbook on its thread', async () => {
    pool = createReportFilePool({ threads: 1 });
    const report = demoReportExportable('en-US');
    const [pdf, workbook] = await Promise.all([
      pool.render('pdf', report, { language: 'en-US' }),
      pool.render('xlsx', report, { language: 'en-US' }),
    ]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(workbook as unknown as ArrayBuffer);
    expect(read.getWorksheet('Summary')?.getCell('B3').value).toBe(report.idea);
  }, 60_000);

  it('warms every thread up: the fonts are loaded before the first file', async () => {
    pool = createReportFilePool({ threads: 1 });
    const [warm = 0] = await pool.warmUp();
    expect(warm).toBeGreaterThan(0);
    const started = performance.now();
    await pool.render('pdf', demoReportExportable('zh-CN'), { language: 'zh-CN' });
    // A warmed thread makes the next PDF without reading the fonts again (ADR 027: 873 ms cold,
    // 221 ms warm for a Chinese deep report); the limit leaves room for a busy machine.
    expect(performance.now() - started).toBeLessThan(warm);
  }, 60_000);

  it('refuses a file with 503 SERVICE_UNAVAILABLE when its queue is full, and makes files again after', async () => {
    pool = createReportFilePool({ threads: 1, maxQueue: 1 });
    const report = demoReportExportable('en-US');
    // One file for the thread (still starting), one waiting in the queue, which is then full.
    const accepted = [pool.render('xlsx', report), pool.render('xlsx', report)];
    const refused = await pool.render('xlsx', report).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: 'unavailable', code: ErrorCode.SERVICE_UNAVAILABLE });
    for (const file of await Promise.all(accepted)) expect(file.length).toBeGreaterThan(1000);
    expect((await pool.render('xlsx', report)).length).toBeGreaterThan(1000);
  }, 60_000);

  it('refuses files once closed', async () => {
    pool = createReportFilePool({ threads: 1 });
    await pool.close();
    await expect(pool.render('xlsx', demoReportExportable('en-US'))).rejects.toThrow(/closed/);
  });
});
