import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirectPath } from './redirect-target.ts';

/** Origins the app may run on: an accepted path must stay on each of them. */
const SITES = ['https://idealens.example', 'http://localhost:5173', 'http://127.0.0.1:3000'];

/** How a browser reads `path` on `site`: where it goes, and the path it shows; null if nowhere. */
function browserReads(path: string, site: string) {
  if (!URL.canParse(path, site)) return null;
  const url = new URL(path, site);
  return { origin: url.origin, path: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * Strings made of the pieces open-redirect tricks are built from: slashes both ways, dot
 * segments (plain and encoded), tabs and newlines the URL parser drops, schemes, user info,
 * query and fragment marks, and a foreign host.
 */
const trickyPiece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E%2E',
  '%2F',
  '%5C',
  '%09',
  '\t',
  '\n',
  '\r',
  ' ',
  ':',
  '@',
  '?',
  '#',
  '%',
  'evil.example',
  'evil.example:443',
  'javascript:',
  'https:',
  'pricing',
  'a',
  '~',
  '\u3000',
  '０',
);
const trickyString = fc.array(trickyPiece, { maxLength: 12 }).map((pieces) => pieces.join(''));
const anyInput = fc.oneof(
  trickyString,
  trickyString.map((s) => `/${s}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `/${s}`),
);

describe('safeRedirectPath', () => {
  it.each(['/', '/pricing', '/tasks?tab=reports', '/analysis-result?taskId=1&type=simple'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    null,
    undefined,
    '',
    'pricing',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\/evil.example',
    'javascript:alert(1)',
    // Paths the browser normalises into another host.
    '/.//evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/./././/evil.example/x?y#z',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('returns a path the way the browser reads it', () => {
    expect(safeRedirectPath('/a/./b/../pricing')).toBe('/a/pricing');
    expect(safeRedirectPath('/tasks\\reports')).toBe('/tasks/reports');
    expect(safeRedirectPath('/pri\tcing')).toBe('/pricing');
    expect(safeRedirectPath('/%2e/pricing')).toBe('/pricing');
  });

  it('accepts only what every origin reads as a path on itself, and exactly as returned', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const path = safeRedirectPath(input);
        if (path === null) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        for (const site of SITES) {
          expect(browserReads(path, site)).toEqual({ origin: new URL(site).origin, path });
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it('accepts what it returned, unchanged (a second check agrees with the first)', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const path = safeRedirectPath(input);
        if (path !== null) expect(safeRedirectPath(path)).toBe(path);
      }),
      { numRuns: 5_000 },
    );
  });

  it('keeps any same-site path, normalised as the browser would', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@%-]{0,12}$/);
    const query = fc.option(fc.stringMatching(/^[A-Za-z0-9=&%._~-]{0,16}$/), { nil: undefined });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), query, (segments, search) => {
        const input = `/${segments.join('/')}${search === undefined ? '' : `?${search}`}`;
        const site = SITES[0] as string;
        const read = browserReads(input, site);
        const path = safeRedirectPath(input);
        // `//x` is another host (or no address at all): refused; every other path kept as read.
        if (read === null || read.origin !== site || read.path.startsWith('//')) {
          expect(path).toBeNull();
        } else expect(path).toBe(read.path);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never lets a foreign host through, however the prefix is dressed up', () => {
    const prefix = fc
      .array(fc.constantFrom('/', '\\', '.', '..', '%2e', '\t', '\n', '/.', '/..'), {
        minLength: 1,
        maxLength: 8,
      })
      .map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(prefix, fc.domain(), (start, host) => {
        const path = safeRedirectPath(`${start}${host}/x`);
        if (path === null) return;
        for (const site of SITES) expect(new URL(path, site).host).toBe(new URL(site).host);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('loginPath', () => {
  it('keeps slashes readable', () => {
    expect(loginPath('/pricing')).toBe('/login?redirect=/pricing');
    expect(loginPath('/dashboard')).toBe('/login?redirect=/dashboard');
  });

  it('encodes query characters so they survive the round trip', () => {
    const path = loginPath('/tasks?tab=reports&page=2');
    const redirect = new URL(path, 'https://x.invalid').searchParams.get('redirect');
    expect(redirect).toBe('/tasks?tab=reports&page=2');
  });

  it('falls back to the home page for unsafe targets', () => {
    expect(loginPath('https://evil.example')).toBe('/login?redirect=/');
    expect(loginPath('/.//evil.example')).toBe('/login?redirect=/');
  });

  it('brings any accepted path back unchanged through the login page', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const path = safeRedirectPath(input);
        if (path === null) return;
        const redirect = new URL(loginPath(path), SITES[0]).searchParams.get('redirect');
        expect(safeRedirectPath(redirect)).toBe(path);
      }),
      { numRuns: 2_000 },
    );
  });
});
