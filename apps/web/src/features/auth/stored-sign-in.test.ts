import { BrowserStorage } from '@logto/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredSignIn } from './stored-sign-in.ts';

const APP_ID = 'idealens-web';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The SDK's own storage writes what it keeps: the check follows wherever the SDK puts it.
describe('hasStoredSignIn', () => {
  it('is false in a browser the SDK has never written to', () => {
    window.localStorage.setItem('preferred-language', 'zh-CN');
    window.sessionStorage.setItem('ideaDraft', 'An idea');
    expect(hasStoredSignIn(APP_ID)).toBe(false);
  });

  it.each(['idToken', 'refreshToken', 'accessToken'] as const)(
    'is true once the SDK keeps the %s',
    async (item) => {
      await new BrowserStorage(APP_ID).setItem(item, 'stored');
      expect(hasStoredSignIn(APP_ID)).toBe(true);
    },
  );

  it('is true while a sign-in is under way (the SDK waits for the provider’s answer)', async () => {
    await new BrowserStorage(APP_ID).setItem('signInSession', '{"redirectUri":"x"}');
    expect(window.localStorage.length).toBe(0);
    expect(hasStoredSignIn(APP_ID)).toBe(true);
  });

  it('is false again once the SDK has removed its session (signed out)', async () => {
    const storage = new BrowserStorage(APP_ID);
    await storage.setItem('idToken', 'stored');
    await storage.setItem('refreshToken', 'stored');
    await storage.removeItem('idToken');
    await storage.removeItem('refreshToken');
    expect(hasStoredSignIn(APP_ID)).toBe(false);
  });

  it('ignores what the SDK keeps for another app, unless asked about any app', async () => {
    await new BrowserStorage('another-app').setItem('idToken', 'stored');
    await new BrowserStorage(`${APP_ID}-staging`).setItem('idToken', 'stored');
    expect(hasStoredSignIn(APP_ID)).toBe(false);
    expect(hasStoredSignIn()).toBe(true);
  });

  it('knows nothing is stored for any app in a browser the SDK has never written to', () => {
    window.localStorage.setItem('logtoish', 'not the SDK’s');
    expect(hasStoredSignIn()).toBe(false);
  });
});
