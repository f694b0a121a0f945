import { type ReactNode, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';

/** How far below the screen a section starts loading, so it is there when scrolled to. */
const LOAD_AHEAD = '600px';

type DeferredSectionProps = {
  /** Show it now (the visitor asked for it), not only once it is scrolled near. */
  eager?: boolean;
  /** Holds the section's place (about its height) until it shows. */
  placeholderClassName: string;
  /** Called once, when the section is on the page. */
  onShown?: () => void;
  /** The section: typically a lazily loaded component, whose code is fetched when it shows. */
  children: ReactNode;
};

/**
 * A part of a page below the first screen: its code, translations and rendering wait until the
 * visitor scrolls near it (or asks for it), so they never compete with the first screen.
 */
export function DeferredSection({
  eager = false,
  placeholderClassName,
  onShown,
  children,
}: DeferredSectionProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const show = eager || near;

  useEffect(() => {
    if (show) return;
    const element = placeholder.current;
    // Without IntersectionObserver (old browsers, jsdom) the section simply shows at once.
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${LOAD_AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [show]);

  if (!show) return <div ref={placeholder} aria-hidden="true" className={placeholderClassName} />;
  return (
    <Suspense fallback={<div aria-hidden="true" className={placeholderClassName} />}>
      <Shown onShown={onShown}>{children}</Shown>
    </Suspense>
  );
}

function Shown({ onShown, children }: { onShown?: () => void; children: ReactNode }) {
  const shown = useEffectEvent(() => onShown?.());
  useEffect(() => {
    shown();
  }, []);
  return children;
}
