import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirectPath } from './redirect-target.ts';

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
    'javascript:alert(1)',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
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
  });
});
