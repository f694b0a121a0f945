import type { Language } from '@idealens/shared/simple-report';
import { Fragment, createElement as h } from 'react';
import en from '../../../../web/src/locales/en-US/sign-in.json' with { type: 'json' };
import zh from '../../../../web/src/locales/zh-CN/sign-in.json' with { type: 'json' };
import { fill } from '../../pages/page-shell.ts';
import type { PasswordProblem } from './accounts.ts';
import { Field, layout, messagePage } from './pages.ts';

// The pages of a password reset, in the sign-in pages' words (locales/<language>/sign-in.json).

const texts: Record<Language, typeof en> = { 'en-US': en, 'zh-CN': zh };

/** Where the pages lead: the form that asks for a link, and back to signing in. */
export interface ResetPageLinks {
  homeUrl: string;
  /** The form asking for a new link (`…/forgot-password?lang=…`). */
  forgotUrl: string;
  /** The sign-in this started from, or the web app's sign-in. */
  signInUrl: string;
}

const BackToSignIn = ({ href, text }: { href: string; text: string }) =>
  h('p', { className: 'switch' }, h('a', { href }, text));

/** "Forgot password?": asks for the account's address. */
export function forgotPasswordPage(
  language: Language,
  links: ResetPageLinks,
  state: { email?: string; error?: 'emailRequired' | 'emailInvalid' } = {},
) {
  const t = texts[language];
  const body = h(
    Fragment,
    null,
    h('h1', null, t.forgotTitle),
    h('p', { className: 'lead' }, t.forgotLead),
    state.error ? h('p', { className: 'alert', role: 'alert' }, t.fixFields) : null,
    h(
      'form',
      { method: 'post', action: links.forgotUrl, noValidate: true },
      h(Field, {
        t,
        name: 'email',
        type: 'email',
        autoComplete: 'email',
        value: state.email,
        error: state.error,
        autoFocus: true,
      }),
      h('button', { className: 'button', type: 'submit' }, t.sendResetLink),
    ),
    h(BackToSignIn, { href: links.signInUrl, text: t.backToSignIn }),
  );
  return layout(language, t.forgotTitle, body, { homeUrl: links.homeUrl });
}

/** The one answer to asking for a link, whether the address has an account or not. */
export function resetLinkSentPage(
  language: Language,
  links: ResetPageLinks,
  email: string,
  validMinutes: number,
) {
  const t = texts[language];
  const body = h(
    Fragment,
    null,
    h('h1', null, t.forgotSentTitle),
    h(
      'p',
      { className: 'lead', role: 'status' },
      fill(t.forgotSentLead, { email, minutes: validMinutes }),
    ),
    h(
      'p',
      { className: 'hint' },
      t.forgotSentHint,
      ' ',
      h('a', { href: links.forgotUrl }, t.askAgain),
    ),
    h(BackToSignIn, { href: links.signInUrl, text: t.backToSignIn }),
  );
  return layout(language, t.forgotSentTitle, body, { homeUrl: links.homeUrl });
}

export interface NewPasswordState {
  errors?: { newPassword?: PasswordProblem; repeatPassword?: 'passwordMismatch' };
}

/** The mailed link's form: the new password twice; the link's token travels in the form. */
export function newPasswordPage(
  language: Language,
  links: ResetPageLinks,
  form: { action: string; token: string },
  state: NewPasswordState = {},
) {
  const t = texts[language];
  const errors = state.errors ?? {};
  const body = h(
    Fragment,
    null,
    h('h1', null, t.resetTitle),
    h('p', { className: 'lead' }, t.resetLead),
    errors.newPassword || errors.repeatPassword
      ? h('p', { className: 'alert', role: 'alert' }, t.fixFields)
      : null,
    h(
      'form',
      { method: 'post', action: form.action, noValidate: true },
      h('input', { type: 'hidden', name: 'token', value: form.token }),
      h('input', { type: 'hidden', name: 'lang', value: language }),
      h(Field, {
        t,
        name: 'newPassword',
        type: 'password',
        autoComplete: 'new-password',
        hint: t.passwordHint,
        error: errors.newPassword,
        autoFocus: true,
      }),
      h(Field, {
        t,
        name: 'repeatPassword',
        type: 'password',
        autoComplete: 'new-password',
        error: errors.repeatPassword,
      }),
      h('button', { className: 'button', type: 'submit' }, t.savePassword),
    ),
  );
  return layout(language, t.resetTitle, body, { homeUrl: links.homeUrl });
}

/** The password is set: every device was signed out; sign in with the new one. */
export function passwordResetDonePage(language: Language, links: ResetPageLinks) {
  const t = texts[language];
  return messagePage(
    language,
    links.homeUrl,
    {
      title: t.resetDoneTitle,
      lead: t.resetDoneLead,
      details: h('a', { className: 'button', href: links.signInUrl }, t.signIn),
    },
    'link',
  );
}

/** A link that expired, was used or replaced, or never existed: offers a new one. */
export function resetLinkFailedPage(
  language: Language,
  links: ResetPageLinks,
  state: 'expired' | 'invalid',
  validMinutes: number,
) {
  const t = texts[language];
  const lead =
    state === 'expired' ? fill(t.resetExpiredLead, { minutes: validMinutes }) : t.resetInvalidLead;
  return messagePage(
    language,
    links.homeUrl,
    {
      title: t.resetFailedTitle,
      lead,
      leadRole: 'alert',
      details: h('a', { className: 'button', href: links.forgotUrl }, t.requestNewLink),
    },
    'link',
  );
}
