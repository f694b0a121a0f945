import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.ts';

const createdAt = '2025-07-17T09:30:00.000Z';

describe('exportFileName', () => {
  it('names the file after the report title and its day', () => {
    const { fileName, contentDisposition } = exportFileName(
      { title: 'Fridge-first dinner planning', createdAt },
      'pdf',
    );
    expect(fileName).toBe('Fridge-first dinner planning 2025-07-17.pdf');
    expect(contentDisposition).toBe(
      'attachment; filename="Fridge-first dinner planning 2025-07-17.pdf"',
    );
  });

  it('sends a Chinese title as filename* with an ASCII fallback', () => {
    const title = '深度分析：面向独立健身房老板的健身与健康生活创业想法';
    const { fileName, contentDisposition } = exportFileName({ title, createdAt }, 'xlsx');
    expect(fileName).toBe(`${title} 2025-07-17.xlsx`);
    // Only US-ASCII on the wire; a browser reads the whole name back from filename*.
    expect(contentDisposition).toMatch(/^[\x20-\x7e]+$/);
    expect(contentDisposition).toContain('filename="report 2025-07-17.xlsx"');
    expect(contentDisposition).toContain("filename*=UTF-8''");
    expect(parse(contentDisposition).parameters.filename).toBe(fileName);
  });

  it('keeps the ASCII part of a mixed title in the fallback', () => {
    const { contentDisposition } = exportFileName(
      { title: 'SaaS 健身房 churn alerts', createdAt },
      'md',
    );
    expect(contentDisposition).toContain('filename="SaaS churn alerts 2025-07-17.md"');
    expect(parse(contentDisposition).parameters.filename).toBe(
      'SaaS 健身房 churn alerts 2025-07-17.md',
    );
  });

  it('drops path separators, reserved and control characters, and long tails', () => {
    const { fileName } = exportFileName(
      { title: `../a/b\\c: "d" <e>|f?*\n${'x'.repeat(200)}`, createdAt },
      'json',
    );
    expect(fileName).not.toMatch(/[/\\:"<>|?*\n]/);
    expect(fileName.startsWith('.. a b c d e f x')).toBe(true);
    expect(fileName.length).toBeLessThanOrEqual(80 + ' 2025-07-17.json'.length);
  });

  it('falls back to "report" for a title with nothing left', () => {
    expect(exportFileName({ title: '///', createdAt }, 'pdf').fileName).toBe(
      'report 2025-07-17.pdf',
    );
  });
});
