import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { createQueryClient } from './providers.tsx';
import { preparePage } from './router.tsx';

// A file of its own: a page loaded by an earlier test would render at once anyway.
describe('a page prepared before the first render', () => {
  it('renders at once, without a skeleton first', async () => {
    await preparePage('/pricing', createQueryClient());
    renderApp('/pricing');
    // No waiting: the page's code and translations are already there.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Plans that grow with your ideas' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading page…')).toBeNull();
  });

  it('has the demo report whole at once: its data and the full report’s code', async () => {
    const queryClient = createQueryClient();
    await preparePage('/analysis-result?demo=true', queryClient);
    renderApp('/analysis-result?demo=true', undefined, { queryClient });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Fridge-first dinner planning for busy families',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading the demo report…')).toBeNull();
  });

  it('is loaded the first time it renders when it was not prepared', async () => {
    renderApp('/about');
    expect(screen.getByText('Loading page…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
  });
});
