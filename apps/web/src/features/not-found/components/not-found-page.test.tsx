import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LOADED = { timeout: 5000 };

async function renderNotFound(path: string, options: Parameters<typeof renderApp>[2] = {}) {
  stubFetch({});
  const user = userEvent.setup();
  const view = renderApp(path, undefined, options);
  await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, LOADED);
  const search = screen.getByRole('search', { name: 'Search IdeaLens' });
  return { ...view, user, search, box: within(search).getByRole('searchbox') };
}

describe('not-found page', { timeout: 20_000 }, () => {
  it('searches the site’s pages as the visitor types, and opens the first on Enter', async () => {
    const { user, box, router } = await renderNotFound('/definitely-not-here');
    await user.type(box, 'refund');
    expect(screen.getByText('Pages matching “refund”')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: /^Refund Policy/ }),
    ).toHaveAttribute('href', '/refund-policy');
    // Signed-out visitors are not offered their own pages or a report search.
    await user.clear(box);
    await user.type(box, 'reports');
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: /^Analysis Reports/ }),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: /Search your reports/ })).toBeNull();

    await user.clear(box);
    await user.type(box, 'prices{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Plans that grow with your ideas' });
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('says when no page matches, and stays put on Enter', async () => {
    const { user, box, router } = await renderNotFound('/nope');
    await user.type(box, 'zebra{Enter}');
    expect(
      screen.getByText('No page matches “zebra”. Try another word, or start from the home page.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nope');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('suggests pages from the words of the address that led nowhere', async () => {
    await renderNotFound('/old/privacy');
    expect(screen.getByText('Were you looking for one of these?')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: /^Privacy Policy/ }),
    ).toHaveAttribute('href', '/privacy-policy');
  });

  it('lets a signed-in user search their reports too', async () => {
    const { user, box, router } = await renderNotFound('/nope', { auth: signedIn() });
    await user.type(box, 'dog walkers');
    const reports = screen.getByRole('link', { name: 'Search your reports for “dog walkers”' });
    expect(reports).toHaveAttribute('href', '/tasks?tab=reports&search=dog+walkers');
    await user.type(box, '{Enter}');
    expect(router.state.location.pathname).toBe('/tasks');
    expect(router.state.location.search).toBe('?tab=reports&search=dog+walkers');
  });

  it('suggests pages from an English address in the Chinese interface too', async () => {
    await changeLanguage('zh-CN');
    stubFetch({});
    renderApp('/old/pricing-plans');
    await screen.findByRole('search', { name: '搜索 IdeaLens' }, LOADED);
    expect(screen.getByText('你要找的是不是这些页面？')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /^价格/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('searches in Chinese', async () => {
    await changeLanguage('zh-CN');
    stubFetch({});
    const user = userEvent.setup();
    renderApp('/nope');
    const search = await screen.findByRole('search', { name: '搜索 IdeaLens' }, LOADED);
    await user.type(within(search).getByRole('searchbox'), '退款');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: /^退款政策/ }),
    ).toHaveAttribute('href', '/refund-policy');
  });
});
