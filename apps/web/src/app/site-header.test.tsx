import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PREFERRED_LANGUAGE } from '../lib/storage-keys.ts';
import { signedIn, TEST_USER } from '../test/auth-double.tsx';
import { stubFetch } from '../test/fetch-stub.ts';
import { renderApp } from '../test/render-app.tsx';

async function renderHome() {
  const view = renderApp('/pricing');
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('site header', () => {
  it('shows Home and Pricing to visitors, but not the signed-in pages', async () => {
    await renderHome();
    const [nav] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(within(nav as HTMLElement).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(nav as HTMLElement).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('link', { name: 'Analysis Reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('opens and closes the mobile menu, reflecting it in aria-expanded', async () => {
    const user = userEvent.setup();
    await renderHome();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    await renderHome();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu after navigating', async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(menu).getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { level: 1, name: /startup idea/i });
    expect(router.state.location.pathname).toBe('/');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches language, remembers it and updates <html lang>', async () => {
    const user = userEvent.setup();
    await renderHome();
    const [select] = screen.getAllByRole('combobox', { name: 'Language' });
    await user.selectOptions(select as HTMLElement, 'zh-CN');

    expect(window.localStorage.getItem(PREFERRED_LANGUAGE)).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(await screen.findAllByRole('link', { name: '首页' })).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('随你的想法一起成长的方案');
  });

  it('sends "Log in" to the login page, which starts sign-in returning to the current page', async () => {
    const user = userEvent.setup();
    const { router, auth } = await renderHome();
    const [logIn] = screen.getAllByRole('button', { name: 'Log in' });
    await user.click(logIn as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=/pricing');
    expect(screen.getByText('Redirecting to sign in…')).toBeInTheDocument();
    expect(auth.startSignIn).toHaveBeenCalledExactlyOnceWith('/pricing');
  });

  it('disables "Log in" while sign-in state loads', async () => {
    renderApp('/pricing', undefined, {
      auth: signedIn(TEST_USER, { status: 'loading', user: null }),
    });
    await screen.findByRole('heading', { level: 1 });
    for (const button of screen.getAllByRole('button', { name: 'Log in' })) {
      expect(button).toBeDisabled();
    }
  });

  it('shows Analysis Reports, Profile, the avatar and "Log out" when signed in', async () => {
    const user = userEvent.setup();
    const { auth } = renderApp('/pricing', undefined, { auth: signedIn() });
    await screen.findByRole('heading', { level: 1 });
    const [nav] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(
      within(nav as HTMLElement).getByRole('link', { name: 'Analysis Reports' }),
    ).toHaveAttribute('href', '/tasks');
    expect(within(nav as HTMLElement).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    // The signed-in part of the header is a chunk of its own: it shows once that has arrived.
    const [avatarLink] = await screen.findAllByRole('link', { name: 'Profile of Ada Lovelace' });
    expect(avatarLink).toHaveTextContent('A');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    const [logOut] = screen.getAllByRole('button', { name: 'Log out' });
    await user.click(logOut as HTMLElement);
    expect(auth.signOut).toHaveBeenCalledOnce();
  });

  it("shows a signed-in user's analysis points, linking to the profile", async () => {
    stubFetch({
      'GET /api/user/points': {
        body: {
          success: true,
          data: { analysisPoints: 7, totalPointsEarned: 9, totalPointsUsed: 2 },
        },
      },
    });
    renderApp('/pricing', undefined, { auth: signedIn() });
    const balance = await screen.findByRole('link', { name: '7 analysis points' });
    expect(balance).toHaveAttribute('href', '/profile');
    expect(within(screen.getByRole('banner')).getByText('7')).toBeVisible();
  });

  it('asks for no points and shows none to visitors', async () => {
    const { requests } = stubFetch({});
    await renderHome();
    expect(screen.queryByRole('link', { name: /analysis points?$/ })).toBeNull();
    expect(requests.some((request) => request.path === '/api/user/points')).toBe(false);
  });
});
