import { expect } from 'vitest';
import { pkcePair, TestBrowser } from '../../../test/browser.ts';

export const SCOPE = 'openid offline_access profile email';
export const CLIENT_ID = 'idealens-web';

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  revocation_endpoint: string;
  end_session_endpoint: string;
  jwks_uri: string;
  code_challenge_methods_supported: string[];
}

/** What the token endpoint answers a code exchange or a refresh. */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  id_token?: string;
  token_type: string;
  scope: string;
}

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

/**
 * The web app's Logto SDK in plain HTTP against the built-in provider of a server listening at
 * `publicUrl`: discovery, authorization with PKCE, our sign-up and sign-in pages, the code
 * exchange, refreshes and the API.
 */
export function signInClient(publicUrl: string) {
  const callback = `${publicUrl}/callback`;
  const apiResource = `${publicUrl}/api`;
  let known: Discovery | undefined;

  async function discovery(): Promise<Discovery> {
    if (known) return known;
    const res = await fetch(`${publicUrl}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    known = (await res.json()) as Discovery;
    return known;
  }

  /** Starts sign-in as the SDK does; answers the first page the provider shows. */
  async function start(browser: TestBrowser, extra: Record<string, string> = {}) {
    const pkce = pkcePair();
    const url = new URL((await discovery()).authorization_endpoint);
    for (const [name, value] of Object.entries({
      client_id: CLIENT_ID,
      redirect_uri: callback,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      state: pkce.state,
      response_type: 'code',
      prompt: 'consent',
      scope: SCOPE,
      resource: apiResource,
      ...extra,
    })) {
      url.searchParams.set(name, value);
    }
    const { response, url: at } = await browser.follow(await browser.request(url.href), callback);
    return { pkce, response, at };
  }

  /** Reads the code off the callback address, checking state and issuer. */
  function codeFrom(callbackUrl: string, state: string) {
    const url = new URL(callbackUrl);
    expect(url.origin + url.pathname).toBe(callback);
    expect(url.searchParams.get('error')).toBeNull();
    expect(url.searchParams.get('state')).toBe(state);
    expect(url.searchParams.get('iss')).toBe(`${publicUrl}/oidc`);
    const code = url.searchParams.get('code');
    expect(code).toBeTruthy();
    return code as string;
  }

  async function tokenRequest(fields: Record<string, string>) {
    return fetch((await discovery()).token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }).toString(),
    });
  }

  /** The refresh-token grant, for the API resource unless told `resource: undefined` (userinfo). */
  function refresh(refreshToken: string, resource: string | undefined = apiResource) {
    return tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      ...(resource ? { resource } : {}),
    });
  }

  /** Exchanges the code the callback brought for tokens. */
  async function exchange(callbackUrl: string, pkce: { state: string; verifier: string }) {
    const res = await tokenRequest({
      grant_type: 'authorization_code',
      code: codeFrom(callbackUrl, pkce.state),
      code_verifier: pkce.verifier,
      redirect_uri: callback,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as TokenAnswer;
  }

  /**
   * Signs `account` in on a sign-in page of the browser's (`at`), as far as the callback; the
   * tokens of that sign-in, and an access token for the API from a refresh.
   */
  async function signInAt(
    browser: TestBrowser,
    at: string,
    pkce: { state: string; verifier: string },
    account: TestAccount,
  ) {
    const posted = await browser.post(`${at}/sign-in`, {
      email: account.email,
      password: account.password,
    });
    expect(posted.status, await posted.clone().text()).toBe(303);
    const done = await browser.follow(posted, callback);
    const tokens = await exchange(done.url, pkce);
    const res = await refresh(tokens.refresh_token);
    expect(res.status).toBe(200);
    const forApi = (await res.json()) as TokenAnswer;
    return { ...tokens, apiToken: forApi.access_token, refresh_token: forApi.refresh_token };
  }

  /** Creates the account through the sign-up form, then signs in with it in the same browser. */
  async function signUp(account: TestAccount, browser = new TestBrowser()) {
    const { pkce, at } = await start(browser);
    const created = await browser.post(`${at}/sign-up`, { ...account });
    expect(created.status, await created.clone().text()).toBe(200);
    return { browser, ...(await signInAt(browser, at, pkce, account)) };
  }

  /** Signs an existing account in, in a new browser. */
  async function signIn(account: TestAccount, browser = new TestBrowser()) {
    const { pkce, at } = await start(browser);
    return { browser, ...(await signInAt(browser, at, pkce, account)) };
  }

  const api = (path: string, token: string) =>
    fetch(`${publicUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });

  return {
    callback,
    apiResource,
    discovery,
    start,
    codeFrom,
    tokenRequest,
    refresh,
    exchange,
    signInAt,
    signUp,
    signIn,
    api,
  };
}
