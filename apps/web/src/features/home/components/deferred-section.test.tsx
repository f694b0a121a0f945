import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredSection } from './deferred-section.tsx';

/** jsdom has no IntersectionObserver: this one lets the test say when the section comes near. */
class ScrollObserver {
  static instances: ScrollObserver[] = [];
  readonly targets: Element[] = [];
  readonly options: IntersectionObserverInit | undefined;
  readonly callback: IntersectionObserverCallback;
  disconnected = false;

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    ScrollObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The visitor scrolled: the section is now within the observer's margin, or not. */
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  ScrollObserver.instances = [];
});

describe('deferred section', () => {
  it('holds its place until the visitor scrolls near it, then shows once', () => {
    vi.stubGlobal('IntersectionObserver', ScrollObserver);
    const onShown = vi.fn();
    const { container } = render(
      <DeferredSection placeholderClassName="min-h-[10rem]" onShown={onShown}>
        <p>Below the fold</p>
      </DeferredSection>,
    );
    expect(screen.queryByText('Below the fold')).toBeNull();
    expect(container.querySelector('.min-h-\\[10rem\\]')).toHaveAttribute('aria-hidden', 'true');

    const [observer] = ScrollObserver.instances;
    expect(observer?.options?.rootMargin).toBe('600px 0px');
    act(() => observer?.report(false));
    expect(screen.queryByText('Below the fold')).toBeNull();

    act(() => observer?.report(true));
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('shows at once when the visitor asked for it', () => {
    vi.stubGlobal('IntersectionObserver', ScrollObserver);
    render(
      <DeferredSection eager placeholderClassName="min-h-[10rem]">
        <p>Asked for</p>
      </DeferredSection>,
    );
    expect(screen.getByText('Asked for')).toBeInTheDocument();
    expect(ScrollObserver.instances).toHaveLength(0);
  });
});
