import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub.ts';
import { renderApp } from '../test/render-app.tsx';
import { PAGES } from './pages.ts';

// Its own file: the router remembers the pages that have arrived, and this is about the first time.
it('fetches what a page asks for beside its code when a link first leads to it', async () => {
  stubFetch({});
  // The app's router and the browser's address agree (BrowserRouter); the test's router is in
  // memory, so the address is set here as a link would have set it.
  window.history.replaceState(null, '', '/analysis-result?taskId=task-1');
  const preload = vi.spyOn(PAGES.analysisResult, 'preload');
  renderApp('/analysis-result?taskId=task-1');
  expect(preload).toHaveBeenCalledTimes(1);
  expect(preload.mock.calls[0]?.[0].get('taskId')).toBe('task-1');
  // …and the page that asked for it shows (the task under way, its status not known yet).
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
});
