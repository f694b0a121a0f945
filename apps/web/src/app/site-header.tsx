import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { cn } from '../lib/cn.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { useAuth } from '../lib/use-auth.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { usePageLoading } from './page-loads.ts';

type NavItem = { to: string; labelKey: string; end?: boolean; signedInOnly?: boolean };

const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/pricing', labelKey: 'nav.pricing' },
  { to: '/tasks', labelKey: 'nav.tasks', signedInOnly: true },
  { to: '/profile', labelKey: 'nav.profile', signedInOnly: true },
];

const MOBILE_MENU_ID = 'mobile-menu';

// What only a signed-in user sees (the points, the avatar, Log out) is a chunk of its own, not
// part of what a first visit downloads: fetched as soon as a sign-in is being restored, beside the
// sign-in SDK, so it is there when the user turns out to be signed in.
const accountActions = lazyComponent(
  async () => (await import('./signed-in-header.tsx')).AccountActions,
);
const pointsBalance = lazyComponent(
  async () => (await import('./signed-in-header.tsx')).PointsBalance,
);

function AuthButton({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { status, signIn } = useAuth();
  if (status === 'authenticated') {
    return (
      <Suspense fallback={null}>
        <accountActions.Component className={className} />
      </Suspense>
    );
  }
  return (
    <Button
      size="sm"
      className={className}
      disabled={status === 'loading'}
      onClick={() => signIn()}
    >
      {t('auth.logIn')}
    </Button>
  );
}

export function SiteHeader() {
  const { t } = useTranslation('layout');
  const { status } = useAuth();
  const location = useLocation();
  const pageLoading = usePageLoading();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu is open for one location only: any navigation closes it without an effect.
  const [openAtKey, setOpenAtKey] = useState<string | null>(null);
  const menuOpen = openAtKey === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAtKey(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  useEffect(() => {
    if (status === 'anonymous') return;
    void accountActions.preload();
    void pointsBalance.preload();
  }, [status]);

  const items = NAV_ITEMS.filter((item) => !item.signedInOnly || status === 'authenticated');

  return (
    <header className="sticky top-0 z-40 border-zinc-200 border-b bg-white/95 backdrop-blur-sm print:hidden">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="-mx-1 rounded-md px-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <Logo />
        </Link>

        <nav aria-label={t('nav.label')} className="hidden flex-1 md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) => navLinkClasses(isActive, 'bar')}
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-3">
          {status === 'authenticated' ? (
            <Suspense fallback={null}>
              <pointsBalance.Component />
            </Suspense>
          ) : null}
          <div className="hidden items-center gap-3 md:flex">
            <LanguageSwitcher className="w-32" />
            <AuthButton />
          </div>

          <button
            ref={toggleRef}
            type="button"
            className="-mr-2 inline-flex size-10 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('menu.close') : t('menu.open')}
            onClick={() => setOpenAtKey(menuOpen ? null : location.key)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </Container>

      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="border-zinc-200 border-t bg-white md:hidden"
      >
        {/* Rendered while open only: the first screen has no hidden copy of the navigation to build. */}
        {menuOpen ? (
          <Container className="py-3">
            <nav aria-label={t('nav.label')}>
              <ul className="flex flex-col gap-1">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={({ isActive }) => navLinkClasses(isActive, 'menu')}
                    >
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-3 flex flex-col gap-3 border-zinc-200 border-t pt-4 pb-1">
              <LanguageSwitcher />
              <AuthButton className="w-full" />
            </div>
          </Container>
        ) : null}
      </div>

      {pageLoading ? (
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-0.5 origin-left animate-pulse bg-indigo-500 motion-reduce:animate-none"
        />
      ) : null}
    </header>
  );
}

/** One look for the main navigation, in the bar (md and up) and in the mobile menu. */
function navLinkClasses(isActive: boolean, place: 'bar' | 'menu'): string {
  return cn(
    'rounded-md px-3 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
    place === 'bar'
      ? 'py-2 text-sm transition-colors motion-reduce:transition-none'
      : 'block py-2.5 text-base',
    isActive
      ? 'bg-indigo-50 text-indigo-700'
      : cn(
          place === 'bar' ? 'text-zinc-600' : 'text-zinc-700',
          'hover:bg-zinc-100 hover:text-zinc-900',
        ),
  );
}
