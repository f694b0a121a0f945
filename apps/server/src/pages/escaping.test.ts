import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import {
  errorPage,
  signedOutPage,
  signInPage,
  signOutPage,
  signUpPage,
  tooManyAttemptsPage,
  verificationPage,
} from '../modules/identity/pages.ts';
import {
  forgotPasswordPage,
  newPasswordPage,
  resetLinkSentPage,
} from '../modules/identity/password-reset-pages.ts';
import { checkoutPage, closedCheckoutPage } from '../modules/payments/sandbox-pages.ts';
import { renderPage } from './page-shell.ts';

// Every value a page shows comes out as text, whatever it holds: quotes end no attribute and
// markup starts no element (ADR 025).

/** Ends an attribute in either quote, then opens a script. */
const HOSTILE = `'"><script>alert(1)</script>`;
/** HOSTILE as React writes it, in text and in attribute values alike. */
const ESCAPED = '&#x27;&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;';

/** The page shows the hostile value only escaped, and runs only the scripts it links. */
function expectEscaped(html: string, times: number, ownScripts = 0) {
  expect(html).not.toContain(`"><script>`);
  expect(html).not.toContain(`'><script>`);
  expect(html.split(ESCAPED).length - 1).toBe(times);
  expect([...html.matchAll(/<script\b[^>]*>/g)]).toHaveLength(ownScripts);
  expect([...html.matchAll(/<script src="[^"]+" defer=""><\/script>/g)]).toHaveLength(ownScripts);
}

describe('hostile values in the pages the server renders', () => {
  it('the page shell: its title, brand link and asset path', () => {
    const html = renderPage({
      language: 'en-US',
      title: HOSTILE,
      homeUrl: `/${HOSTILE}`,
      assetsPath: `/${HOSTILE}`,
      scripts: ['own.js'],
      body: h('p', null, HOSTILE),
    });
    // The title, the brand link, the base stylesheet, the script and the body.
    expectEscaped(html, 5, 1);
  });

  it('sign-in: the email typed and the return path', () => {
    const base = `/oidc/interaction/${HOSTILE}`;
    const html = signInPage('en-US', base, `/${HOSTILE}`, {
      values: { email: HOSTILE },
      formError: 'wrongCredentials',
    });
    // The brand link, the email field, and the sign-in, forgot-password, cancel and sign-up addresses.
    expectEscaped(html, 6);
    expect(html).toContain(`value="${ESCAPED}"`);
  });

  it('password reset: the email typed, the link token and the addresses', () => {
    const links = { homeUrl: `/${HOSTILE}`, forgotUrl: `/${HOSTILE}`, signInUrl: `/${HOSTILE}` };
    // The brand link, the form's address, the email field and the way back to sign in.
    expectEscaped(forgotPasswordPage('en-US', links, { email: HOSTILE, error: 'emailInvalid' }), 4);
    // The brand link, the email in the answer, the ask-again and back-to-sign-in links.
    expectEscaped(resetLinkSentPage('zh-CN', links, HOSTILE, 60), 4);
    // The brand link, the form's address and the token.
    expectEscaped(newPasswordPage('en-US', links, { action: `/${HOSTILE}`, token: HOSTILE }), 3);
  });

  it('sign-up: the name and email typed and the return path', () => {
    const base = `/oidc/interaction/${HOSTILE}`;
    const html = signUpPage('zh-CN', base, '/', {
      values: { name: HOSTILE, email: HOSTILE },
      fieldErrors: { email: 'emailInvalid' },
    });
    // The name and email fields, and the sign-up, cancel and sign-in addresses.
    expectEscaped(html, 5);
  });

  it("sign-out: the provider's form address and secret", () => {
    const html = signOutPage('en-US', { action: `/${HOSTILE}`, xsrf: HOSTILE }, '/');
    expectEscaped(html, 2, 1);
    expect(html).toContain(`<input type="hidden" name="xsrf" value="${ESCAPED}"/>`);
  });

  it("the provider's error page: the error's names and words", () => {
    const html = errorPage('en-US', `/${HOSTILE}`, { [HOSTILE]: HOSTILE, error: HOSTILE });
    // The brand link, the link home, and the two details' names and words.
    expectEscaped(html, 5);
  });

  it.each([
    ['signed out', signedOutPage('en-US', `/${HOSTILE}`)],
    ['too many attempts', tooManyAttemptsPage('zh-CN', `/${HOSTILE}`, 30)],
    ['email verification', verificationPage('en-US', `/${HOSTILE}`, 'expired')],
  ])('%s: the link home', (_name, html) => {
    // The brand link and the link home.
    expectEscaped(html, 2);
  });

  it('checkout: the plan name, the checkout path and the card typed', () => {
    const html = checkoutPage(
      'en-US',
      `/payment/sandbox/checkout/${HOSTILE}`,
      {
        id: HOSTILE,
        plan: HOSTILE,
        monthlyAllowance: 30,
        period: 'monthly',
        amount: 1299,
        credit: 0,
      },
      { alert: 'fixFields', problems: { number: 'cardInvalid' }, values: { number: HOSTILE } },
    );
    // The plan, the pay and cancel addresses, the card number, and the other language's link.
    expectEscaped(html, 5, 1);
    expect(html).toContain(`<dd>${ESCAPED} · 30 deep analyses per month</dd>`);
  });

  it('a closed checkout: the pricing address and the checkout path', () => {
    const html = closedCheckoutPage('zh-CN', 'cancelled', `/${HOSTILE}`, `/${HOSTILE}`);
    expectEscaped(html, 2, 1);
  });
});
