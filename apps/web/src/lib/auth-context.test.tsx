import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrate } from '../test/hydrate.tsx';
import {
  ANONYMOUS_AUTH,
  AuthContext,
  type AuthContextValue,
  useAuthContext,
} from './auth-context.ts';

/** A plan's button as the pricing page draws it: disabled while sign-in loads. */
function PlanButton() {
  const { status } = useAuthContext();
  return (
    <button type="button" disabled={status === 'loading'}>
      Subscribe ({status})
    </button>
  );
}

const withAuth = (value: AuthContextValue) => (
  <AuthContext.Provider value={value}>
    <PlanButton />
  </AuthContext.Provider>
);

describe('the sign-in state on a prerendered page', () => {
  it('hydrates as the build rendered it, then shows the signed-in visitor’s own state', async () => {
    // The build renders every page for a first visit: anonymous, sign-in ready.
    const html = renderToString(withAuth({ ...ANONYMOUS_AUTH, availability: 'ready' }));
    expect(html).not.toContain('disabled');

    // A visitor with a stored sign-in: the app starts with sign-in loading.
    const loading = { ...ANONYMOUS_AUTH, status: 'loading', availability: 'pending' } as const;
    const { container, mismatches, remove } = await hydrate(html, withAuth(loading));
    expect(mismatches).toEqual([]);
    // Once hydrated, the button says and is what React holds: disabled while sign-in loads.
    const button = container.querySelector('button');
    expect(button).toHaveTextContent('Subscribe (loading)');
    expect(button).toBeDisabled();
    remove();
  });
});
