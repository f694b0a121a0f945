import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportDetailResponseSchema } from '@idealens/shared/reports';
import {
  sharedReportResponseSchema,
  shareLinkResponseSchema,
  shareStateResponseSchema,
} from '@idealens/shared/shares';
import type { Language } from '@idealens/shared/simple-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAnalyst } from '../../test/analysts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn, type TestUser } from '../../test/users.ts';
import { completeAnalysis } from '../analysis/outcomes.ts';
import { insertTask, startTask } from '../analysis/repository.ts';
import { createShareService } from './service.ts';

/** The web app's own page template: the share page's head is written into it. */
const webTemplate = fileURLToPath(new URL('../../../../web/index.html', import.meta.url));

const LINK = /^http:\/\/localhost:3000\/r\/([A-Za-z0-9_-]{43})$/;
const analyst = testAnalyst();

/** A report's ids as its owner knows them. */
interface Filed {
  reportId: string;
  taskId: string;
}

/** Files a report for `user` the way the worker does: a task, the analyst's result, completion. */
async function fileReport(
  t: TestApp,
  user: TestUser,
  idea: string,
  type: 'simple' | 'deep' = 'deep',
  language: Language = 'en-US',
): Promise<Filed> {
  const db = t.database.db;
  const queued = await insertTask(db, {
    userId: user.id,
    type,
    name: idea.slice(0, 60),
    input: { idea, language },
    priority: 10,
    clientIpHash: null,
  });
  const task = await startTask(db, queued.id);
  if (!task) throw new Error('task not startable');
  const outcome =
    type === 'deep'
      ? { type, result: await analyst.analyzeDeep(idea, { language }) }
      : { type, result: await analyst.analyzeSimple(idea, { language }) };
  await completeAnalysis(db, task, outcome, 5);
  const report = await db
    .selectFrom('reports')
    .select('id')
    .where('task_id', '=', task.id)
    .executeTakeFirstOrThrow();
  return { reportId: report.id, taskId: task.id };
}

/** Every key and every string value in `value`, nested JSON strings read as JSON too. */
function everyText(value: unknown): string[] {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object') return [value, ...everyText(parsed)];
    } catch {}
    return [value];
  }
  if (Array.isArray(value)) return value.flatMap(everyText);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...everyText(inner)]);
  }
  return value === null || value === undefined ? [] : [String(value)];
}

/** The text of an attribute as React escaped it, read back. */
const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of every `<meta property|name="…">` in a page's head, by its property or name. */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const [, key, content] of head.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g,
  )) {
    if (key && content !== undefined) tags.set(key, unescapeHtml(content));
  }
  return tags;
}

describe('share links', () => {
  let t: TestApp;
  let webRoot: string;
  let alice: TestUser;
  let bob: TestUser;
  const OWNER = { name: 'Alice Quillfeather', email: 'alice.quillfeather@example.test' };

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser | null) =>
    t.app.inject({ method, url, headers: user?.headers ?? {} });
  const share = (reportId: string, user: TestUser | null = alice) =>
    call('POST', `/api/reports/${reportId}/share`, user);
  const state = (reportId: string, user: TestUser | null = alice) =>
    call('GET', `/api/reports/${reportId}/share`, user);
  const revoke = (reportId: string, user: TestUser | null = alice) =>
    call('DELETE', `/api/reports/${reportId}/share`, user);
  const open = (token: string, user: TestUser | null = null) =>
    call('GET', `/api/shared-reports/${token}`, user);

  /** Shares a report of Alice's; its link and token. */
  async function linkOf(reportId: string) {
    const res = await share(reportId);
    expect([200, 201], res.body).toContain(res.statusCode);
    const { url } = shareLinkResponseSchema.parse(res.json()).data;
    const token = LINK.exec(url)?.[1];
    if (!token) throw new Error(`not a share link: ${url}`);
    return { url, token };
  }

  const openCount = async (reportId: string) => {
    const data = shareStateResponseSchema.parse((await state(reportId)).json()).data;
    return data.exists ? data.openCount : undefined;
  };

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'idealens-share-web-'));
    await copyFile(webTemplate, path.join(webRoot, 'index.html'));
    t = await createTestApp({ webRoot });
    alice = await signIn(t);
    bob = await signIn(t);
    await t.database.db.updateTable('users').set(OWNER).where('id', '=', alice.id).execute();
  });
  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  describe('the owner’s calls', () => {
    it('need sign-in', async () => {
      const { reportId } = await fileReport(t, alice, 'A tool library for apartment buildings');
      for (const res of [await share(reportId, null), await state(reportId, null)]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'MISSING_AUTH_HEADER' });
      }
      expect((await revoke(reportId, null)).statusCode).toBe(401);
      expect(await t.database.db.selectFrom('report_shares').selectAll().execute()).toEqual([]);
    });

    it('create a link on first use, then answer the same one', async () => {
      const { reportId } = await fileReport(t, alice, 'Refill station for cleaning products');
      expect(shareStateResponseSchema.parse((await state(reportId)).json()).data).toEqual({
        exists: false,
      });

      const first = await share(reportId);
      expect(first.statusCode).toBe(201);
      expect(first.headers['cache-control']).toBe('no-store');
      const created = shareLinkResponseSchema.parse(first.json()).data;
      expect(created.url).toMatch(LINK);
      expect(created).toMatchObject({ openCount: 0, lastOpenedAt: null });

      const again = await share(reportId);
      expect(again.statusCode).toBe(200);
      expect(shareLinkResponseSchema.parse(again.json()).data).toEqual(created);
      expect(shareStateResponseSchema.parse((await state(reportId)).json()).data).toEqual({
        exists: true,
        ...created,
      });
    });

    it('make one link however many clicks race', async () => {
      const { reportId } = await fileReport(t, alice, 'Night-shift childcare for nurses');
      const answers = await Promise.all(Array.from({ length: 6 }, () => share(reportId)));
      const urls = answers.map((res) => shareLinkResponseSchema.parse(res.json()).data.url);
      expect(new Set(urls).size).toBe(1);
      expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
      const rows = await t.database.db
        .selectFrom('report_shares')
        .selectAll()
        .where('report_id', '=', reportId)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('store the token only hashed and sealed, never as it is', async () => {
      const { reportId } = await fileReport(t, alice, 'Bike repair at the office car park');
      const { token } = await linkOf(reportId);
      const row = await t.database.db
        .selectFrom('report_shares')
        .selectAll()
        .where('report_id', '=', reportId)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(createHash('sha256').update(token).digest('base64url'));
      expect(JSON.stringify(row)).not.toContain(token);
      // 32 random bytes: two links never share a token.
      const other = await linkOf((await fileReport(t, alice, 'A second idea to share')).reportId);
      expect(other.token).not.toBe(token);
    });

    it('renew a link whose sealed token no longer opens (its key was lost)', async () => {
      const { reportId } = await fileReport(t, alice, 'Seed library in a bus shelter');
      const { token } = await linkOf(reportId);
      // Another key, as after the `share-link-key` secret was deleted: the real service.
      const rekeyed = createShareService({
        db: t.database.db,
        publicUrl: 'http://localhost:3000',
        sealingKey: async () => randomBytes(32),
      });
      const { link, created } = await rekeyed.createShare(alice.id, reportId);
      expect(created).toBe(false);
      const renewed = LINK.exec(link.url)?.[1] ?? '';
      expect(renewed).not.toBe(token);
      expect((await open(token)).statusCode).toBe(404);
      expect((await open(renewed)).statusCode).toBe(200);
      expect((await rekeyed.createShare(alice.id, reportId)).link.url).toBe(link.url);
    });

    it('answer 404 for someone else’s report, and change nothing of it', async () => {
      const { reportId } = await fileReport(t, alice, 'Language exchange for retirees');
      const { token } = await linkOf(reportId);
      for (const res of [
        await share(reportId, bob),
        await state(reportId, bob),
        await revoke(reportId, bob),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'REPORT_NOT_FOUND' });
      }
      expect((await open(token)).statusCode).toBe(200);
      // Unknown report ids and ids that are no UUID answer the same.
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expect((await share(id)).statusCode).toBe(404);
        expect((await state(id)).statusCode).toBe(404);
        expect((await revoke(id)).statusCode).toBe(404);
      }
    });
  });

  describe('opening a shared report', () => {
    it('shows the report to anyone with the link, read-only', async () => {
      const filed = await fileReport(t, alice, 'Meal prep kits for shift workers');
      const { token } = await linkOf(filed.reportId);
      const res = await open(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['cache-control']).toBe('no-store');
      const shared = sharedReportResponseSchema.parse(res.json()).data;
      // The owner's own detail, less its id, plus when it was shared.
      const own = reportDetailResponseSchema.parse(
        (await call('GET', `/api/reports/${filed.reportId}`, alice)).json(),
      ).data;
      const { id: _, ...detail } = own;
      const stored = await state(filed.reportId);
      const sharedAt = shareStateResponseSchema.parse(stored.json()).data;
      expect(shared).toEqual({
        ...detail,
        sharedAt: sharedAt.exists ? sharedAt.createdAt : 'none',
      });
      // Nothing a reader could change it through.
      for (const method of ['POST', 'DELETE', 'PUT', 'PATCH'] as const) {
        const write = await t.app.inject({ method, url: `/api/shared-reports/${token}` });
        expect(write.statusCode).toBe(404);
      }
    });

    it('carries nothing of its owner: no name, email, user id, task id or report id', async () => {
      const filed = await fileReport(t, alice, 'Tutoring marketplace for rural students');
      const { token } = await linkOf(filed.reportId);
      const res = await open(token);
      expect(res.statusCode).toBe(200);
      const texts = everyText(res.json());
      // The walk reached into the report itself (a JSON string in the answer).
      expect(texts).toContain('investment_recommendation');
      const identifiers = [alice.id, OWNER.name, OWNER.email, filed.taskId, filed.reportId];
      for (const identifier of identifiers) {
        expect(
          texts.filter((text) => text.includes(identifier)),
          identifier,
        ).toEqual([]);
        expect(res.body).not.toContain(identifier);
      }
      for (const key of ['id', 'userId', 'user_id', 'taskId', 'task_id', 'email', 'name']) {
        expect(Object.keys(res.json().data)).not.toContain(key);
      }
    });

    it('counts every open but the owner’s, atomically', async () => {
      const { reportId } = await fileReport(t, alice, 'Co-working space with a daycare');
      const { token } = await linkOf(reportId);
      await Promise.all(Array.from({ length: 8 }, () => open(token)));
      expect(await openCount(reportId)).toBe(8);
      expect((await open(token, bob)).statusCode).toBe(200);
      expect(await openCount(reportId)).toBe(9);
      // The owner looking at their own link counts for nothing.
      expect((await open(token, alice)).statusCode).toBe(200);
      expect(await openCount(reportId)).toBe(9);
      const data = shareStateResponseSchema.parse((await state(reportId)).json()).data;
      expect(data.exists && data.lastOpenedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it('answers 404 for unknown and malformed tokens', async () => {
      for (const token of [
        'A'.repeat(43),
        'short',
        '%3Cscript%3E',
        `${'a'.repeat(42)}!`,
        'b'.repeat(150),
      ]) {
        const res = await open(token);
        expect(res.statusCode, token).toBe(404);
        expect(res.json()).toMatchObject({ code: 'SHARED_REPORT_NOT_FOUND' });
        expect(Object.keys(res.json()).sort()).toEqual(['code', 'error', 'message']);
      }
    });

    it('stops at once when revoked; a new link is a new token', async () => {
      const { reportId } = await fileReport(t, alice, 'Rent-a-goat lawn service');
      const { token } = await linkOf(reportId);
      expect((await open(token)).statusCode).toBe(200);

      const revoked = await revoke(reportId);
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toEqual({ success: true });
      const res = await open(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'SHARED_REPORT_NOT_FOUND' });
      expect(shareStateResponseSchema.parse((await state(reportId)).json()).data).toEqual({
        exists: false,
      });
      // Revoking what is already revoked is no error.
      expect((await revoke(reportId)).statusCode).toBe(200);

      const renewed = await linkOf(reportId);
      expect(renewed.token).not.toBe(token);
      expect((await open(renewed.token)).statusCode).toBe(200);
      expect((await open(token)).statusCode).toBe(404);
      expect(await openCount(reportId)).toBe(1);
    });

    it('stops when the report is deleted', async () => {
      const { reportId } = await fileReport(t, alice, 'Library of things for a village');
      const { token } = await linkOf(reportId);
      expect((await call('DELETE', `/api/reports/${reportId}`, alice)).statusCode).toBe(200);
      expect((await open(token)).statusCode).toBe(404);
      expect((await t.app.inject(`/r/${token}`)).statusCode).toBe(404);
    });

    it('stops when the owner’s account is deleted', async () => {
      const carol = await signIn(t);
      const { reportId } = await fileReport(t, carol, 'Repair café booking for towns');
      const res = await share(reportId, carol);
      const token = LINK.exec(shareLinkResponseSchema.parse(res.json()).data.url)?.[1] ?? '';
      expect((await open(token)).statusCode).toBe(200);
      await t.database.db.deleteFrom('users').where('id', '=', carol.id).execute();
      expect((await open(token)).statusCode).toBe(404);
    });
  });

  describe('the page a link opens, /r/{token}', () => {
    const HOSTILE = `"'><script>alert('og')</script></title><b>&amp;`;

    it('is the web app, with noindex and the preview’s tags for this report', async () => {
      const { reportId } = await fileReport(t, alice, 'Vending machines for fresh salads');
      const { url, token } = await linkOf(reportId);
      const report = reportDetailResponseSchema.parse(
        (await call('GET', `/api/reports/${reportId}`, alice)).json(),
      ).data;
      const verdict = JSON.parse(report.analysisContent).investment_recommendation.verdict;
      const verdictLabel = {
        strong_recommend: 'Strongly Recommended',
        recommend_with_caveats: 'Recommended with Caveats',
        not_recommend: 'Not Recommended',
      }[verdict as string];

      const res = await t.app.inject(`/r/${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['cache-control']).toBe('no-store');
      // The token in the address goes to no site a source link leads to.
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<html lang="en-US"');
      expect(res.body).toContain(`<title>${report.reportTitle} · shared report · IdeaLens</title>`);
      const tags = metaTags(res.body);
      expect(tags.get('robots')).toBe('noindex');
      expect(tags.get('og:type')).toBe('article');
      expect(tags.get('og:url')).toBe(url);
      expect(tags.get('og:title')).toBe(report.reportTitle);
      expect(tags.get('og:description')).toBe(
        `${verdictLabel} · composite score ${report.compositeScore?.toFixed(1)} / 10`,
      );
      expect(tags.get('description')).toBe(tags.get('og:description'));
      // The preview is no open.
      expect(await openCount(reportId)).toBe(0);
    });

    it('writes a hostile idea title as text', async () => {
      const { reportId } = await fileReport(t, alice, 'Pop-up cinema on rooftops');
      await t.database.db
        .updateTable('reports')
        .set({ report_title: HOSTILE })
        .where('id', '=', reportId)
        .execute();
      const { token } = await linkOf(reportId);
      const res = await t.app.inject(`/r/${token}`);
      expect(res.statusCode).toBe(200);
      expect(metaTags(res.body).get('og:title')).toBe(HOSTILE);
      expect(res.body).not.toContain("<script>alert('og')");
      expect(res.body).not.toContain('<b>');
      // The page's own script is its only one.
      expect(res.body.match(/<script\b/g)).toHaveLength(1);
      // The title element still ends where the page's does: one title, escaped.
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body).toContain(
        '<title>&quot;&#x27;&gt;&lt;script&gt;alert(&#x27;og&#x27;)&lt;/script&gt;&lt;/title&gt;&lt;b&gt;&amp;amp; · shared report · IdeaLens</title>',
      );
    });

    it('speaks the report’s language: a Chinese report previews in Chinese', async () => {
      const { reportId } = await fileReport(
        t,
        alice,
        '为独立健身房老板提供会员流失预警的SaaS，自动提醒教练挽回快要流失的会员',
        'deep',
        'zh-CN',
      );
      const { token } = await linkOf(reportId);
      const res = await t.app.inject(`/r/${token}`);
      expect(res.body).toContain('<html lang="zh-CN"');
      const tags = metaTags(res.body);
      expect(tags.get('og:locale')).toBe('zh_CN');
      expect(tags.get('og:description')).toMatch(
        /^(强烈推荐|有保留地推荐|不推荐) · 综合得分 \d+\.\d \/ 10$/,
      );
    });

    it('previews a quick report by its feasibility and score', async () => {
      const { reportId } = await fileReport(
        t,
        alice,
        'B2B invoice automation SaaS for small accounting firms that saves 10 hours a month',
        'simple',
      );
      const { token } = await linkOf(reportId);
      const tags = metaTags((await t.app.inject(`/r/${token}`)).body);
      expect(tags.get('og:description')).toMatch(
        /^Feasibility: (High|Medium|Low) · feasibility score \d+\.\d \/ 10$/,
      );
    });

    it('answers an unknown or revoked link with the page, 404 and no preview', async () => {
      const { reportId } = await fileReport(t, alice, 'Laundry pickup for students');
      const { token } = await linkOf(reportId);
      await revoke(reportId);
      for (const address of [`/r/${token}`, `/r/${'A'.repeat(43)}`, '/r/nope']) {
        const res = await t.app.inject(address);
        expect(res.statusCode, address).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.body).toContain('<div id="root">');
        const tags = metaTags(res.body);
        expect(tags.get('robots')).toBe('noindex');
        expect([...tags.keys()].filter((key) => key.startsWith('og:'))).toEqual([]);
        expect(res.body).toContain('<title>IdeaLens</title>');
      }
    });
  });
});

describe('share links under the rate limit', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'idealens-share-limit-'));
    await copyFile(webTemplate, path.join(webRoot, 'index.html'));
    t = await createTestApp({ webRoot, env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('limits opening links, through the API and the page alike', async () => {
    for (const base of ['/api/shared-reports', '/r']) {
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) {
        statuses.push((await t.app.inject(`${base}/${'A'.repeat(43)}`)).statusCode);
      }
      expect(statuses, base).toEqual([404, 404, 404, 429]);
    }
  });
});
