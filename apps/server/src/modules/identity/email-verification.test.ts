import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { TestBrowser } from '../../test/browser.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { createAccount } from './accounts.ts';
import { createSignUpMail } from './email-verification.ts';
import { signInClient, type TestAccount } from './testing/sign-in-client.ts';

let accounts = 0;
const newAccount = (): TestAccount => {
  accounts += 1;
  return {
    name: 'Ada',
    email: `ada-${accounts}-${Date.now()}@example.com`,
    password: 'engine-1843',
  };
};

const linkIn = (mail: ParsedMail) => {
  const link = /https?:\/\/\S+\/oidc\/verify-email\?\S+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();
  return link as string;
};

async function startApp(env: Record<string, string>) {
  const port = await getPort({ host: '127.0.0.1' });
  const publicUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'idealens-mail-'));
  const t = await createTestApp({
    env: { PUBLIC_URL: publicUrl, DATA_DIR: dataDir, SIGN_IN_RATE_LIMIT: '1000', ...env },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, publicUrl, dataDir, client: signInClient(publicUrl) };
}

async function pointsOf(client: ReturnType<typeof signInClient>, apiToken: string) {
  const res = await client.api('/api/user/points', apiToken);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { analysisPoints: number } }).data.analysisPoints;
}

/**
 * Issue 19: where mail reaches people (SMTP_URL), a new account's free points wait until its
 * address is confirmed by a link sent by mail; the embedded default writes mails to an outbox and
 * confirms accounts at once; sign-ups have their own per-address limit.
 */
describe('email verification through a real SMTP server', () => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let app: Awaited<ReturnType<typeof startApp>>;

  const mailTo = (email: string, count = 1) =>
    waitFor(
      async () =>
        received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email),
      (mails) => mails.length >= count,
    );

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SIGN_UP_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await app?.t.close();
    await rm(app?.dataDir ?? '', { recursive: true, force: true });
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('grants the free points only after the link in the mail is followed, once', async () => {
    const account = newAccount();
    const { apiToken } = await app.client.signUp(account);
    expect(await pointsOf(app.client, apiToken)).toBe(0);

    const [mail] = await mailTo(account.email);
    expect(mail?.subject).toBe('Confirm your email address for IdeaLens');
    expect(mail?.from?.text).toContain('no-reply@127.0.0.1');
    const link = linkIn(mail as ParsedMail);
    expect(link.startsWith(`${app.publicUrl}/oidc/verify-email?token=`)).toBe(true);

    const followed = await fetch(link);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toContain('Your email address is confirmed');
    expect(await pointsOf(app.client, apiToken)).toBe(2);

    // Used up: following it again grants nothing more and says the address is confirmed.
    const again = await fetch(link);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('already confirmed');
    expect(await pointsOf(app.client, apiToken)).toBe(2);
    const rows = await app.t.database.db
      .selectFrom('points_ledger')
      .innerJoin('accounts', 'accounts.id', 'points_ledger.user_id')
      .select('delta')
      .where('accounts.email', '=', account.email)
      .execute();
    expect(rows).toEqual([{ delta: 2 }]);
  });

  it('refuses an expired link and a made-up one, and grants nothing', async () => {
    const account = newAccount();
    const { apiToken } = await app.client.signUp(account);
    const link = linkIn((await mailTo(account.email))[0] as ParsedMail);
    await app.t.database.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const expired = await fetch(link);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('expired');
    const madeUp = await fetch(`${app.publicUrl}/oidc/verify-email?token=not-a-token`);
    expect(madeUp.status).toBe(404);
    expect(await pointsOf(app.client, apiToken)).toBe(0);
  });

  it('answers a sign-up with a taken address the same, and tells only the owner, by mail', async () => {
    const account = newAccount();
    await app.client.signUp(account);
    const first = (await mailTo(account.email))[0] as ParsedMail;

    const browser = new TestBrowser();
    const { at } = await app.client.start(browser);
    const again = await browser.post(`${at}/sign-up`, { ...account, password: 'another-2024' });
    expect(again.status).toBe(200);
    // The same page as for a new address, but for the address typed in.
    const other = newAccount();
    const otherBrowser = new TestBrowser();
    const { at: otherAt } = await app.client.start(otherBrowser);
    const fresh = await otherBrowser.post(`${otherAt}/sign-up`, { ...other });
    const answer = (res: Response, email: string) =>
      res
        .text()
        .then((html) => html.replaceAll(email, 'EMAIL').replace(/interaction\/[^/"]+/g, 'UID'));
    const answerForTaken = await answer(again, account.email);
    expect(answerForTaken).toContain('We sent a mail to this address');
    expect(answerForTaken).toBe(await answer(fresh, other.email));
    const mails = await mailTo(account.email, 2);
    const notice = mails[1] as ParsedMail;
    expect(notice.subject).toBe('Someone tried to sign up to IdeaLens with your address');
    expect(notice.text).toContain('You already have an account');
    // Unconfirmed still: the notice brings a fresh link, which works; the password is unchanged.
    const freshLink = linkIn(notice);
    expect(freshLink).not.toBe(linkIn(first));
    expect((await fetch(freshLink)).status).toBe(200);
    const { apiToken } = await app.client.signIn(account);
    expect(await pointsOf(app.client, apiToken)).toBe(2);
  });

  it('sends an address that has an account one notice per quiet period, however often it is tried', async () => {
    const sent: MailMessage[] = [];
    const send = createSignUpMail({
      db: app.t.database.db,
      config: loadConfig({ PUBLIC_URL: app.publicUrl }),
      mailer: { send: async (message) => void sent.push(message), close: () => {} },
    });
    const account = newAccount();
    const created = await createAccount(app.t.database.db, account, { verified: false });
    await send(account.email, created, 'en-US');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await send(account.email.toUpperCase(), null, 'en-US');
    }
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Confirm your email address for IdeaLens',
      'Someone tried to sign up to IdeaLens with your address',
    ]);
  });

  it('writes the mail in the language of the sign-up page', async () => {
    const account = newAccount();
    const browser = new TestBrowser();
    const { at } = await app.client.start(browser, { ui_locales: 'zh-CN' });
    expect((await browser.post(`${at}/sign-up`, { ...account })).status).toBe(200);
    const mail = (await mailTo(account.email))[0] as ParsedMail;
    expect(mail.subject).toBe('请确认你在 IdeaLens 的邮箱地址');
    const page = await fetch(linkIn(mail));
    expect(await page.text()).toContain('你的邮箱已确认');
  });
});

describe('the embedded default: an outbox, accounts confirmed at once', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp({ SIGN_UP_RATE_LIMIT: '2' });
  });
  afterAll(async () => {
    await app?.t.close();
    await rm(app?.dataDir ?? '', { recursive: true, force: true });
  });

  it('grants the points at once and writes the mail to DATA_DIR/outbox', async () => {
    const account = newAccount();
    const { apiToken } = await app.client.signUp(account);
    expect(await pointsOf(app.client, apiToken)).toBe(2);
    const outbox = path.join(app.dataDir, 'outbox');
    const files = await waitFor(
      () => readdir(outbox).catch(() => [] as string[]),
      (names) => names.some((name) => name.endsWith('.eml')),
    );
    const mail = await simpleParser(await readFile(path.join(outbox, files[0] as string)));
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe(account.email);
    expect(await (await fetch(linkIn(mail))).text()).toContain('already confirmed');
  });

  it('limits sign-ups per client address, apart from sign-ins', async () => {
    const post = (action: 'sign-up' | 'sign-in') =>
      app.t.app.inject({
        method: 'POST',
        url: `/oidc/interaction/no-such-interaction/${action}`,
        payload: { email: 'x@example.com', password: 'whatever-1' },
        remoteAddress: '203.0.113.77',
      });
    expect((await post('sign-up')).statusCode).not.toBe(429);
    expect((await post('sign-up')).statusCode).not.toBe(429);
    const limited = await post('sign-up');
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many attempts');
    expect((await post('sign-in')).statusCode).not.toBe(429);
  });
});
