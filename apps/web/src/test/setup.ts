import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { DEFAULT_LANGUAGE } from '../lib/languages.ts';
import { mockServer } from './mock-server.ts';

// jsdom has no layout engine: give the few browser APIs the app calls a harmless stand-in.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};

// A page's first render waits for its lazily loaded chunk, which a busy machine compiles slowly.
configure({ asyncUtilTimeout: 10_000 });
Element.prototype.scrollIntoView = () => {};

// Every fetch goes to MSW's in-process server, never to the network: what no handler answers
// would be an error, though its catch-all handler answers every call (see mock-server.ts).
beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  // A test's routes (stubFetch) end with it.
  mockServer.resetHandlers();
  // Stray console errors (React warnings, failed renders) fail the test instead of scrolling by.
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});
