import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AboutPage } from './about-page.tsx';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAbout(path = '/about') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AboutPage />
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('AboutPage', () => {
  it('has one h1 and starts on the Vision tab', () => {
    renderAbout();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('About IdeaLens');
    expect(document.title).toBe('About IdeaLens · IdeaLens');
    expect(screen.getByRole('tab', { name: 'Vision' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/honest analysis/);
  });

  it('moves to the Mission tab with the right arrow key and shows its content', async () => {
    const user = userEvent.setup();
    renderAbout();

    await user.click(screen.getByRole('tab', { name: 'Vision' }));
    await user.keyboard('{ArrowRight}');

    const mission = screen.getByRole('tab', { name: 'Mission' });
    expect(mission).toHaveFocus();
    expect(mission).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Vision' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', mission.id);
    expect(
      screen.getByRole('heading', { level: 2, name: /rigorous, honest analysis/ }),
    ).toBeVisible();
    // The choice is kept in the address so it can be shared (the router updates it asynchronously).
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/about?tab=mission');
    });
    expect(mission).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named in ?tab= and lists the values', () => {
    renderAbout('/about?tab=values');
    expect(screen.getByRole('tab', { name: 'Values' })).toHaveAttribute('aria-selected', 'true');
    for (const value of [
      'Honesty over flattery',
      'Evidence you can check',
      'Your ideas stay yours',
      'Open to every founder',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
  });

  it('falls back to Vision for an unknown ?tab=', () => {
    renderAbout('/about?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Vision' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    renderAbout('/about?tab=values');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('关于 IdeaLens');
    expect(screen.getByRole('tab', { name: '价值观' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 3, name: '坦诚，而非恭维' })).toBeVisible();
  });

  it('is served at /about inside the site layout with a single h1', async () => {
    renderApp('/about?tab=mission');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('About IdeaLens');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Mission' })).toHaveAttribute('aria-selected', 'true');
  });
});
