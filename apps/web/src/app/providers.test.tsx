import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type AuthContextValue, useAuthContext } from '../lib/auth-context.ts';
import { authDoubleProvider, createAuthDouble } from '../test/auth-double.tsx';
import { handOverPrerenderedPage, holdPrerenderedPage } from './prerendered-page.ts';
import { AppProviders } from './providers.tsx';

// Hydrated by hand, as test/hydrate.tsx does, with the page held first as src/main.tsx holds it.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A plan's button as the pricing page draws it: disabled while sign-in loads. */
function PlanButton() {
  const { status } = useAuthContext();
  return (
    <button type="button" disabled={status === 'loading'}>
      Subscribe ({status})
    </button>
  );
}

const withSignIn = (auth: AuthContextValue) => (
  <AppProviders authProvider={authDoubleProvider(auth)}>
    <PlanButton />
  </AppProviders>
);

describe('the sign-in state on a prerendered page', () => {
  it('hydrates as the build rendered it, then shows the signed-in visitor’s own state', async () => {
    // The build renders every page for a first visit: anonymous, sign-in ready.
    const html = renderToString(withSignIn(createAuthDouble()));
    expect(html).not.toContain('disabled');
    const root = document.createElement('div');
    root.setAttribute('data-prerendered', '');
    root.innerHTML = html;
    document.body.append(root);
    holdPrerenderedPage(root);

    // A visitor with a stored sign-in: the app starts with sign-in loading.
    const mismatches: unknown[] = [];
    const loading = createAuthDouble({ status: 'loading', availability: 'pending' });
    await act(async () => {
      hydrateRoot(root, withSignIn(loading), {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    const button = root.querySelector('button');
    expect(button).toHaveTextContent('Subscribe (anonymous)');

    // Once the app has the page, the button says and is what React holds: disabled meanwhile.
    await act(async () => handOverPrerenderedPage());
    expect(button).toHaveTextContent('Subscribe (loading)');
    expect(button).toBeDisabled();
    root.remove();
  });
});
