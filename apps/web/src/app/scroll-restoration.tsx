import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readStorage, SCROLL_POSITIONS, writeStorage } from '../lib/storage-keys.ts';

function storedPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(readStorage(SCROLL_POSITIONS, 'session') ?? '[]');
    return new Map(Array.isArray(stored) ? stored : []);
  } catch {
    return new Map();
  }
}

/**
 * Where each entry of this tab's history was scrolled to: back and forward (and a reload) return
 * there; a new page starts at its top, or at the element its #hash names.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  const shown = useRef<string>(null);

  useEffect(() => {
    const { history } = window;
    // The browser's own restoration would run before the page returned to has rendered.
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    // Scrolling is credited to the entry on screen: a scroll event comes after the layout
    // effect below has switched entries, so a page that is shorter than the last does not
    // overwrite the last one's place.
    const onScroll = () => {
      if (shown.current) positions.current?.set(shown.current, window.scrollY);
    };
    // Storage full or unavailable: the page simply opens at its top after a reload.
    const persist = () =>
      writeStorage(SCROLL_POSITIONS, JSON.stringify([...(positions.current ?? [])]), 'session');
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      history.scrollRestoration = before;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= storedPositions();
    shown.current = location.key;
    const saved = positions.current.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : null;
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
