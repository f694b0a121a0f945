import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQueuedAnalyses, submitIdea } from '../analyses.ts';
import { pkcePair } from '../browser.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { signIn, type TestUser } from '../users.ts';

/** Ideas that would run script if any of them were ever put into a page as HTML. */
const MARKUP_IDEAS = [
  '<script>alert("xss")</script> a marketplace for bikes',
  '"><img src=x onerror=alert(1)> tutoring app for teens',
  '</script><svg onload=alert(1)> & a recipe planner',
  "<a href='javascript:alert(1)'>meal kits</a> for students",
];

/** A Content-Security-Policy header as directive → sources. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * Checks an HTML page's policy: scripts never from inline code or eval (a `<script>` without
 * `src` runs only when its exact hash is listed), no plugins.
 */
function expectStrictScriptPolicy(where: string, res: LightMyRequestResponse) {
  expect(res.headers['content-type'], where).toMatch(/^text\/html/);
  const csp = parseCsp(res.headers['content-security-policy'] as string | undefined);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${where}: script-src or default-src`).toBeDefined();
  expect(scripts, where).not.toContain("'unsafe-inline'");
  expect(scripts, where).not.toContain("'unsafe-eval'");
  expect(scripts, where).not.toContain('*');
  expect(scripts, where).not.toContain('data:');
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], where).toBe('nosniff');
  for (const [, attributes, code] of res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes ?? '')) continue;
    const hash = `'sha256-${createHash('sha256')
      .update(code ?? '')
      .digest('base64')}'`;
    expect(scripts, `${where}: an inline script runs only when its hash is listed`).toContain(hash);
  }
  // Event-handler attributes cannot be allowed by a hash: a page must not rely on them.
  expect(res.body, where).not.toMatch(/<[^>]+\son[a-z]+=/i);
}

describe('markup in ideas (XSS, server side)', () => {
  let t: TestApp;
  let user: TestUser;
  let webRoot: string;
  const taskOf = new Map<string, string>();
  const anonymousTaskOf = new Map<string, string>();

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'idealens-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html lang="en-US"><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
    );
    t = await createTestApp({ webRoot });
    user = await signIn(t);
    for (const idea of MARKUP_IDEAS) {
      taskOf.set(idea, await submitIdea(t, user, idea));
      anonymousTaskOf.set(idea, await submitIdea(t, null, idea));
    }
    await runQueuedAnalyses(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  /** A JSON answer, checked to be JSON that no browser would sniff into HTML. */
  async function json(url: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    return res.json();
  }

  it.each(MARKUP_IDEAS)('stores and returns %j verbatim, as a JSON string', async (idea) => {
    const status = await json(`/api/analysis/status/${taskOf.get(idea)}`, user.headers);
    expect(status.status).toBe('completed');
    expect(status.taskName).toBe(idea);
    const anonymous = await json(`/api/analysis/status/${anonymousTaskOf.get(idea)}`);
    expect(anonymous.taskName).toBe(idea);

    const stored = await t.database.db
      .selectFrom('analysis_tasks')
      .select(['name', 'input'])
      .where('id', '=', taskOf.get(idea) ?? '')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: idea, input: { idea, language: 'en-US' } });

    const list = await json(`/api/reports?search=${encodeURIComponent(idea)}`, user.headers);
    expect(list.data.reports).toHaveLength(1);
    expect(list.data.reports[0]).toMatchObject({ reportTitle: idea, userMessage: idea });
    const detail = await json(`/api/reports/${list.data.reports[0].id}`, user.headers);
    expect(detail.data).toMatchObject({ reportTitle: idea, userMessage: idea });
    // The analysis is a JSON string inside JSON: parsed, never rendered.
    expect(() => JSON.parse(detail.data.analysisContent)).not.toThrow();
  });

  it('serves the web app with a script policy that forbids inline code and eval', async () => {
    for (const url of ['/', '/analysis-result?taskId=1&type=simple', '/no/such/page']) {
      expectStrictScriptPolicy(url, await t.app.inject(url));
    }
  });

  it('serves the API documentation with the same kind of script policy', async () => {
    expectStrictScriptPolicy('/api/docs', await t.app.inject('/api/docs'));
  });

  it("serves the sign-in provider's pages (sign-in, errors, sign-out) with a strict script policy", async () => {
    const pkce = pkcePair();
    const authorize = await t.app.inject({
      url: '/oidc/auth',
      query: {
        client_id: 'idealens-web',
        redirect_uri: 'http://localhost:3000/callback',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
        state: pkce.state,
        response_type: 'code',
        prompt: 'consent',
        scope: 'openid offline_access profile email',
      },
    });
    expect(authorize.statusCode).toBe(303);
    const interaction = new URL(String(authorize.headers.location), 'http://localhost:3000');
    const cookie = authorize.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const signInPage = await t.app.inject({ url: interaction.pathname, headers: { cookie } });
    expect(signInPage.statusCode).toBe(200);
    expect(signInPage.body).toContain('<form');
    expectStrictScriptPolicy('sign-in page', signInPage);

    expectStrictScriptPolicy('provider error page', await t.app.inject('/oidc/auth'));
    expectStrictScriptPolicy(
      'interaction error page',
      await t.app.inject('/oidc/interaction/no-such-interaction'),
    );
    expectStrictScriptPolicy('sign-out page', await t.app.inject('/oidc/session/end'));
  });

  it('serves the sandbox checkout page with a strict script policy', async () => {
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-session',
      payload: { planType: 'Basic_monthly', amount: 899, currency: 'USD' },
      headers: user.headers,
    });
    expect(session.statusCode, session.body).toBe(200);
    const checkout = new URL(session.json().data.session.url);
    const page = await t.app.inject(checkout.pathname + checkout.search);
    expect(page.statusCode).toBe(200);
    expectStrictScriptPolicy('sandbox checkout', page);
  });
});
