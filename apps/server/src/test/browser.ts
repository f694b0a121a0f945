import { createHash, randomBytes } from 'node:crypto';

/**
 * A minimal browser for driving the identity provider over real HTTP: it keeps cookies (by name;
 * every cookie goes with every request, which the provider's path-scoped cookies tolerate) and
 * follows redirects one by one so a test can stop at the app's callback.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1] ?? '').getTime() < Date.now(),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Submits a form as a browser does (urlencoded POST). */
  post(url: string, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * Follows redirects from `response` until a page answers or the next address starts with
   * `stopAt` (the app's callback, which the test reads instead of loading).
   */
  async follow(response: Response, stopAt: string): Promise<{ response: Response; url: string }> {
    let current = response;
    let url = current.url;
    for (let hops = 0; hops < 20; hops++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location)
        return { response: current, url };
      url = new URL(location, url).href;
      if (url.startsWith(stopAt)) return { response: current, url };
      current = await this.request(url);
    }
    throw new Error('too many redirects');
  }
}

/** PKCE S256 and state as the Logto SDK makes them: 64 random bytes, URL-safe. */
export function pkcePair() {
  const verifier = randomBytes(64).toString('base64url');
  return {
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
    state: randomBytes(64).toString('base64url'),
  };
}

/** The action and hidden inputs of the first form on a page. */
export function readForm(html: string, actionContains = '') {
  const forms = [...html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)];
  const form = forms.find((match) => match[1]?.includes(actionContains));
  if (!form) throw new Error(`no form with action containing ${actionContains}`);
  const hidden = Object.fromEntries(
    [...(form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
      (m) => [m[1] ?? '', m[2] ?? ''],
    ),
  );
  return { action: (form[1] ?? '').replaceAll('&amp;', '&'), hidden };
}
