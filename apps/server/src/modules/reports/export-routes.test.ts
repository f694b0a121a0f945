import { normalizeFullReport } from '@idealens/shared/full-report';
import { reportFileSchema } from '@idealens/shared/report-files';
import { simpleReportSchema } from '@idealens/shared/simple-report';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQueuedAnalyses, submitIdea } from '../../test/analyses.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn, type TestUser } from '../../test/users.ts';
import { buyPlan } from '../payments/testing/buy-plan.ts';

// The export endpoints on the real app and a real PostgreSQL: reports filed by the real worker,
// a Pro plan bought through the sandbox's real checkout, files read back by PDF.js and ExcelJS.

const PRO_IDEA = 'A subscription box of local craft coffee for remote teams in Berlin';
const FREE_IDEA = 'A booking app for community tennis courts in small towns';

/** A PDF's text as PDF.js (Firefox's reader) extracts it, without the spaces it adds. */
async function pdfText(bytes: Buffer): Promise<string> {
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS });
  const pdf = await loading.promise;
  let text = '';
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await loading.destroy();
  return text.replace(/\s+/g, '');
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

function expectDownload(res: LightMyRequestResponse, contentType: string, extension: string) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe(contentType);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="[^"]+ \\d{4}-\\d\\d-\\d\\d\\.${extension}"`),
  );
}

describe('report exports', () => {
  let t: TestApp;
  let pro: TestUser;
  let free: TestUser;
  let other: TestUser;
  let proReport: string;
  let proTask: string;
  let freeReport: string;

  const reportOf = async (taskId: string) =>
    (
      await t.database.db
        .selectFrom('reports')
        .select('id')
        .where('task_id', '=', taskId)
        .executeTakeFirstOrThrow()
    ).id;

  const exportAs = (user: TestUser | null, reportId: string, query: string) =>
    t.app.inject({
      url: `/api/reports/${reportId}/export?${query}`,
      headers: user?.headers ?? {},
    });

  beforeAll(async () => {
    t = await createTestApp();
    [pro, free, other] = [await signIn(t), await signIn(t), await signIn(t)];
    await buyPlan(t, pro, 'Pro_monthly');
    proTask = await submitIdea(t, pro, PRO_IDEA, 'chat');
    const freeTask = await submitIdea(t, free, FREE_IDEA);
    await runQueuedAnalyses(t);
    [proReport, freeReport] = [await reportOf(proTask), await reportOf(freeTask)];
  }, 60_000);
  afterAll(() => t?.close());

  describe('a Pro user', () => {
    it('downloads a PDF whose text is the report (PDF.js finds the idea and the title)', async () => {
      const res = await exportAs(pro, proReport, 'format=pdf');
      expectDownload(res, 'application/pdf', 'pdf');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(squeeze(PRO_IDEA));
      expect(text).toContain('Investmentverdict');
    }, 30_000);

    it('downloads an Excel workbook whose summary sheet ExcelJS reads back', async () => {
      const res = await exportAs(pro, proReport, 'format=xlsx');
      expectDownload(
        res,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'xlsx',
      );
      const workbook = await readWorkbook(res.rawPayload);
      const summary = workbook.getWorksheet('Summary');
      expect(summary?.getCell('A3').value).toBe('Idea');
      expect(summary?.getCell('B3').value).toBe(PRO_IDEA);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        'Summary',
        'Scores',
        'Risks',
        'Competitors',
        'Roadmap',
        'Sources',
      ]);
    }, 30_000);

    it('downloads Markdown with the whole report', async () => {
      const res = await exportAs(pro, proReport, 'format=md');
      expectDownload(res, 'text/markdown; charset=utf-8', 'md');
      expect(res.body).toMatch(/^# .+\n/);
      expect(res.body).toContain(`> ${PRO_IDEA}`);
      for (const section of ['## What we understood', '## Risk assessment', '## Sources']) {
        expect(res.body).toContain(section);
      }
    });

    it('downloads Markdown labelled in Chinese with lang=zh-CN', async () => {
      const res = await exportAs(pro, proReport, 'format=md&lang=zh-CN');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('## 风险评估');
      expect(res.body).toContain(PRO_IDEA);
    });

    it('downloads JSON that the shared schemas read back, with none of its owner’s ids', async () => {
      const res = await exportAs(pro, proReport, 'format=json');
      expectDownload(res, 'application/json; charset=utf-8', 'json');
      const file = reportFileSchema.parse(res.json());
      expect(file).toMatchObject({ schemaVersion: 1, type: 'full', idea: PRO_IDEA });
      const view = normalizeFullReport(file.report);
      expect(view?.missingSections).toEqual([]);
      const detail = (
        await t.app.inject({ url: `/api/reports/${proReport}`, headers: pro.headers })
      ).json().data;
      expect(file.report).toEqual(JSON.parse(detail.analysisContent));
      expect(file.title).toBe(detail.reportTitle);
      for (const id of [pro.id, proReport, proTask]) expect(res.body).not.toContain(id);
    });
  });

  describe('a Free user', () => {
    it('downloads Markdown and JSON of their quick report', async () => {
      const md = await exportAs(free, freeReport, 'format=md');
      expectDownload(md, 'text/markdown; charset=utf-8', 'md');
      expect(md.body).toContain(FREE_IDEA);
      expect(md.body).toContain('## Quick assessment');
      const json = await exportAs(free, freeReport, 'format=json');
      const file = reportFileSchema.parse(json.json());
      expect(file.type).toBe('simple');
      expect(simpleReportSchema.safeParse(file.report).success).toBe(true);
    });

    it.each(['pdf', 'xlsx'])(
      'is refused %s with 403 PLAN_REQUIRED, naming the plans',
      async (format) => {
        const res = await exportAs(free, freeReport, `format=${format}`);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          error: 'Forbidden',
          code: 'PLAN_REQUIRED',
          message: 'PDF and Excel export come with the Pro and Max plans.',
        });
      },
    );
  });

  describe('anyone but the owner', () => {
    it.each(['pdf', 'xlsx', 'md', 'json'])(
      'gets for %s the same 404 as for reading the report, as for an unknown id',
      async (format) => {
        const read = await t.app.inject({
          url: `/api/reports/${proReport}`,
          headers: other.headers,
        });
        expect(read.statusCode).toBe(404);
        const refused = await exportAs(other, proReport, `format=${format}`);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual(read.json());
        const unknown = await exportAs(
          pro,
          '8d3f0a8e-9d1c-4f57-9a53-2a4f7e1c0b11',
          `format=${format}`,
        );
        expect(unknown.json()).toEqual(read.json());
      },
    );

    it('is asked to sign in when anonymous', async () => {
      const res = await exportAs(null, proReport, 'format=md');
      expect(res.statusCode).toBe(401);
    });
  });

  it.each(['format=docx', '', 'format=pdf&lang=fr-FR'])(
    'answers 400 in the contract shape to the query %j',
    async (query) => {
      const res = await exportAs(pro, proReport, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Bad Request', code: 'VALIDATION_FAILED' });
    },
  );

  describe('the demo report', () => {
    const demo = (query: string) => t.app.inject({ url: `/api/demo-report/export?${query}` });

    it('downloads as a Chinese PDF for anyone, its Chinese text extractable', async () => {
      const res = await demo('format=pdf&lang=zh-CN');
      expectDownload(res, 'application/pdf', 'pdf');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('面向忙碌家庭、从冰箱出发的晚餐规划');
      expect(text).toContain('投资结论');
      // The file name is the Chinese title (RFC 5987), with an ASCII fallback.
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="report 2025-07-17.pdf"; filename*=UTF-8''${encodeURIComponent('面向忙碌家庭、从冰箱出发的晚餐规划 2025-07-17.pdf')}`,
      );
    }, 30_000);

    it('downloads in every format, English by default, each file made once', async () => {
      const xlsx = await demo('format=xlsx');
      const workbook = await readWorkbook(xlsx.rawPayload);
      expect(workbook.getWorksheet('Summary')?.getCell('B2').value).toBe(
        'Fridge-first dinner planning for busy families',
      );
      const md = await demo('format=md&lang=zh-CN');
      expect(md.body).toContain('# 面向忙碌家庭、从冰箱出发的晚餐规划');
      const json = reportFileSchema.parse((await demo('format=json&lang=en-US')).json());
      expect(json).toMatchObject({ type: 'full', language: 'en-US' });
      expect(normalizeFullReport(json.report)?.missingSections).toEqual([]);
      expect((await demo('format=xlsx')).rawPayload.equals(xlsx.rawPayload)).toBe(true);
    }, 30_000);

    it('answers 400 to an unknown format', async () => {
      expect((await demo('format=pages')).statusCode).toBe(400);
    });
  });

  it('answers status polls at once while three PDFs are being made', async () => {
    const poll = () =>
      t.app.inject({ url: `/api/analysis/status/${proTask}`, headers: pro.headers });
    expect((await poll()).statusCode).toBe(200);
    let making = true;
    const files = Promise.all(
      ['en-US', 'zh-CN', 'en-US'].map((lang) =>
        exportAs(pro, proReport, `format=pdf&lang=${lang}`),
      ),
    ).finally(() => {
      making = false;
    });
    const latencies: number[] = [];
    while (making) {
      const started = performance.now();
      const res = await poll();
      if (!making) break;
      expect(res.statusCode).toBe(200);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (const file of await files) expect(file.statusCode).toBe(200);
    latencies.sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)] ?? Number.POSITIVE_INFINITY;
    // Made on the event loop, each PDF would hold every poll up for its 200-350 ms of CPU: a
    // handful of polls in all, each waiting that long. Off the loop, polls go on throughout.
    console.info(
      `status polls while 3 PDFs were made: ${latencies.length}, median ${median.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
    );
    expect(latencies.length).toBeGreaterThanOrEqual(10);
    expect(median).toBeLessThan(50);
  }, 60_000);
});
