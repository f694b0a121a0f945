import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { readForm, TestBrowser } from '../../test/browser.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditTrail } from '../audit/audit-log.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { createPasswordReset, RESET_LINKS_PER_HOUR } from './password-reset.ts';
import { mailsTo, waitForMails } from './testing/outbox.ts';
import { signInClient, type TestAccount } from './testing/sign-in-client.ts';

let accounts = 0;
const newAccount = (): TestAccount => {
  accounts += 1;
  return {
    name: 'Grace',
    email: `grace-${accounts}-${Date.now()}@example.com`,
    password: 'cobol-1959',
  };
};

const resetLinkIn = (mail: ParsedMail) => {
  const link = /https?:\/\/\S+\/oidc\/reset-password\?\S+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();
  return link as string;
};

/**
 * Issue 22: "Forgot password?" on the built-in provider's sign-in page mails a one-time link
 * (to the outbox here) that sets a new password and ends every sign-in of the account.
 */
describe('password reset through the outbox', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let publicUrl: string;
  let dataDir: string;
  let client: ReturnType<typeof signInClient>;

  beforeAll(async () => {
    const port = await getPort({ host: '127.0.0.1' });
    publicUrl = `http://127.0.0.1:${port}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'idealens-reset-'));
    t = await createTestApp({
      env: {
        PUBLIC_URL: publicUrl,
        DATA_DIR: dataDir,
        SIGN_IN_RATE_LIMIT: '1000',
        SIGN_UP_RATE_LIMIT: '1000',
      },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    client = signInClient(publicUrl);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir ?? '', { recursive: true, force: true });
  });

  const accountId = async (email: string) =>
    (
      await t.database.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  /** Asks for a link as a browser does, from the sign-in page's "Forgot password?" link. */
  async function askForLink(email: string, browser = new TestBrowser()) {
    const { at, response } = await client.start(browser);
    const signInHtml = await response.text();
    expect(signInHtml).toContain(`href="${new URL(at).pathname}/forgot-password?lang=en-US"`);
    const form = await browser.request(`${at}/forgot-password?lang=en-US`);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('Reset your password');
    const { action } = readForm(html, 'forgot-password');
    return browser.post(new URL(action, publicUrl).href, { email });
  }

  async function requestLink(account: TestAccount, count = 1) {
    const asked = await askForLink(account.email);
    expect(asked.status).toBe(200);
    const mails = await waitForMails(dataDir, account.email, count);
    return resetLinkIn(mails.at(-1) as ParsedMail);
  }

  /** Follows the link and sets `password` twice, as the form posts it. */
  async function setPassword(link: string, password: string, repeat = password) {
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const { action, hidden } = readForm(await page.text(), 'reset-password');
    return new TestBrowser().post(new URL(action, publicUrl).href, {
      ...hidden,
      newPassword: password,
      repeatPassword: repeat,
    });
  }

  it('answers the same for an address with and without an account, and mails only the account', async () => {
    const account = newAccount();
    await client.signUp(account);
    const stranger = `nobody-${Date.now()}@example.com`;
    const normalize = (html: string, email: string) =>
      html.replaceAll(email, 'EMAIL').replace(/interaction\/[^/"?]+/g, 'interaction/UID');
    const forStranger = await askForLink(stranger);
    const forAccount = await askForLink(account.email);
    expect(forStranger.status).toBe(200);
    expect(forAccount.status).toBe(200);
    const strangerPage = normalize(await forStranger.text(), stranger);
    expect(strangerPage).toContain('If an account exists for EMAIL');
    expect(strangerPage).toContain('60 minutes');
    expect(normalize(await forAccount.text(), account.email)).toBe(strangerPage);

    // The sign-up's mail, then the link.
    const resetMail = (await waitForMails(dataDir, account.email, 2)).at(-1) as ParsedMail;
    expect(resetMail.subject).toBe('Reset your IdeaLens password');
    expect(resetMail.text).toContain('expires in 60 minutes');
    expect(resetLinkIn(resetMail).startsWith(`${publicUrl}/oidc/reset-password?token=`)).toBe(true);
    expect(await mailsTo(dataDir, stranger)).toEqual([]);

    expect(
      (await auditTrail(t.database.db, await accountId(account.email))).map((row) => row.action),
    ).toEqual(['account.password_reset_requested']);
  });

  it('sets the new password once, ends every sign-in of the account and mails a confirmation', async () => {
    const account = newAccount();
    const first = await client.signUp(account);
    const second = await client.signIn(account);
    // A browser signed in to the provider gets through without its sign-in page.
    expect((await client.start(second.browser)).at.startsWith(client.callback)).toBe(true);
    const link = await requestLink(account, 2);

    // The sign-up's rules and messages, and both fields must agree.
    const weak = await setPassword(link, 'short1');
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('The password needs at least 8 characters');
    const mismatch = await setPassword(link, 'babbage-1822', 'babbage-1823');
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('The two passwords do not match');

    const done = await setPassword(link, 'babbage-1822');
    expect(done.status).toBe(200);
    const donePage = await done.text();
    expect(donePage).toContain('Password changed');
    expect(donePage).toContain(`href="${publicUrl}/login"`);

    // Used up.
    const again = await fetch(link);
    expect(again.status).toBe(404);
    const againPage = await again.text();
    expect(againPage).toContain('This link does not work');
    expect(againPage).toContain('href="/oidc/forgot-password?lang=en-US"');

    // Every sign-in ended: access tokens refused, refresh tokens too.
    for (const signedIn of [first, second]) {
      const res = await client.api('/api/user/profile', signedIn.apiToken);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('INVALID_TOKEN');
      expect((await client.refresh(signedIn.refresh_token)).status).toBe(400);
      // The provider's session is gone too: the browser sees the sign-in page again.
      const { at, response } = await client.start(signedIn.browser);
      expect(at.startsWith(client.callback)).toBe(false);
      expect(await response.text()).toContain('Sign in to IdeaLens');
    }

    // The old password no longer opens the account; the new one does.
    const browser = new TestBrowser();
    const { at } = await client.start(browser);
    const old = await browser.post(`${at}/sign-in`, {
      email: account.email,
      password: account.password,
    });
    expect(old.status).toBe(401);
    const { apiToken } = await client.signIn({ ...account, password: 'babbage-1822' });
    expect((await client.api('/api/user/profile', apiToken)).status).toBe(200);

    const mails = await waitForMails(dataDir, account.email, 3);
    expect(mails.at(-1)?.subject).toBe('Your IdeaLens password was changed');
    expect(mails.at(-1)?.text).toContain(`${publicUrl}/login`);

    const trail = await auditTrail(t.database.db, await accountId(account.email));
    expect(trail.map((row) => row.action)).toEqual([
      'account.password_reset',
      'account.password_reset_requested',
    ]);
    expect(trail[0]?.detail).toEqual({ endedSessions: 2 });
  });

  it('refuses an expired link and offers a new one', async () => {
    const account = newAccount();
    await client.signUp(account);
    const link = await requestLink(account, 2);
    await t.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('account_id', '=', await accountId(account.email))
      .execute();
    const expired = await fetch(link);
    expect(expired.status).toBe(410);
    const html = await expired.text();
    expect(html).toContain('It has expired');
    expect(html).toContain('Send me a new link');
    const posted = await new TestBrowser().post(`${publicUrl}/oidc/reset-password`, {
      token: new URL(link).searchParams.get('token') ?? '',
      newPassword: 'lovelace-1815',
      repeatPassword: 'lovelace-1815',
    });
    expect(posted.status).toBe(410);
    // The password stays as it was.
    await client.signIn(account);
  });

  it('lets only the newest link work, and refuses a made-up one', async () => {
    const account = newAccount();
    await client.signUp(account);
    const older = await requestLink(account, 2);
    const newer = await requestLink(account, 3);
    expect(newer).not.toBe(older);
    expect((await fetch(older)).status).toBe(404);
    expect((await fetch(newer)).status).toBe(200);
    const madeUp = await fetch(`${publicUrl}/oidc/reset-password?token=not-a-token`);
    expect(madeUp.status).toBe(404);
    expect(await madeUp.text()).toContain('already used, was replaced');
  });

  it('shows the form again for a badly typed address', async () => {
    const res = await new TestBrowser().post(`${publicUrl}/oidc/forgot-password?lang=zh-CN`, {
      email: 'not-an-address',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('重置密码');
    expect(html).toContain('请输入有效的邮箱地址');
  });

  it('mails one account a few links an hour at most, however often it is asked', async () => {
    const account = newAccount();
    await client.signUp(account);
    const sent: MailMessage[] = [];
    const reset = createPasswordReset({
      db: t.database.db,
      config: loadConfig({ PUBLIC_URL: publicUrl }),
      mailer: { send: async (message) => void sent.push(message), close: () => {} },
      log: { info: () => {}, error: () => {} },
    });
    for (let ask = 0; ask < RESET_LINKS_PER_HOUR + 3; ask += 1) {
      await reset.requestReset(account.email.toUpperCase(), 'zh-CN');
    }
    expect(sent).toHaveLength(RESET_LINKS_PER_HOUR);
    expect(sent[0]?.subject).toBe('重置你的 IdeaLens 密码');
    expect(sent[0]?.text).toContain('60 分钟后失效');
  });
});

describe('asking for reset links is rate-limited like signing in', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_RATE_LIMIT: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a page saying to wait once the limit is reached', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/oidc/forgot-password',
        payload: { email: 'someone@example.com' },
        remoteAddress: '203.0.113.90',
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many attempts');
  });
});
