import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

const LOADED = { timeout: 5000 };

/** The window scrolled to `y`, as the browser reports it (jsdom does not lay out or scroll). */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  scrollWindowTo(0);
  vi.restoreAllMocks();
});

describe('scroll restoration', () => {
  it('opens a new page at its top and returns to where a page was on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/pricing');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Plans that grow with your ideas' },
      LOADED,
    );
    scrollWindowTo(640);

    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: /IdeaLens/ }, LOADED);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(120);

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Plans that grow with your ideas' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    await act(() => router.navigate(1));
    await screen.findByRole('heading', { level: 1, name: /IdeaLens/ });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('brings the element a #hash names into view', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = renderApp('/pricing');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Plans that grow with your ideas' },
      LOADED,
    );
    const target = document.createElement('div');
    target.id = 'faq';
    document.body.append(target);

    await act(() => router.navigate('/pricing#faq'));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(target);
    target.remove();
  });
});
