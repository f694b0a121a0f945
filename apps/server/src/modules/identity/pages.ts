import type { Language } from '@idealens/shared/simple-report';
import { Fragment, createElement as h, type ReactNode } from 'react';
import en from '../../../../web/src/locales/en-US/sign-in.json' with { type: 'json' };
import zh from '../../../../web/src/locales/zh-CN/sign-in.json' with { type: 'json' };
import { fill, renderPage } from '../../pages/page-shell.ts';
import type { SignUpProblem } from './accounts.ts';

// The built-in identity provider's pages, in the web app's words (locales/<language>/sign-in.json).

const texts: Record<Language, typeof en> = { 'en-US': en, 'zh-CN': zh };

type Texts = typeof en;

/** Where the sign-in pages' stylesheet and script are served (routes.ts). */
export const IDENTITY_ASSETS_PATH = '/oidc-assets';
export const IDENTITY_STYLESHEET = 'identity.css';
export const AUTO_SUBMIT_SCRIPT = 'auto-submit.js';

export function layout(
  language: Language,
  title: string,
  body: ReactNode,
  options: { homeUrl: string; script?: string },
) {
  return renderPage({
    language,
    title,
    assetsPath: IDENTITY_ASSETS_PATH,
    stylesheets: [IDENTITY_STYLESHEET],
    scripts: options.script ? [options.script] : [],
    homeUrl: options.homeUrl,
    body,
  });
}

export interface FormState {
  values: { name?: string; email?: string };
  /** A message for the whole form (wrong credentials). */
  formError?: 'wrongCredentials' | 'fixFields';
  /** News for the whole form that is not a problem (a sign-up was taken). */
  notice?: 'signUpDone' | 'signUpDoneConfirm';
  fieldErrors?: Partial<Record<'name' | 'email' | 'password', SignUpProblem | 'passwordRequired'>>;
}

export function Field(props: {
  t: Texts;
  name: 'name' | 'email' | 'password' | 'newPassword' | 'repeatPassword';
  type: string;
  autoComplete: string;
  value?: string | undefined;
  optional?: boolean;
  hint?: string;
  error?: keyof Texts | undefined;
  autoFocus?: boolean;
}) {
  const { t } = props;
  const id = `field-${props.name}`;
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(
    Boolean,
  );
  return h(
    'div',
    { className: 'field' },
    h(
      'label',
      { htmlFor: id },
      t[props.name],
      props.optional ? ' ' : null,
      props.optional ? h('span', { className: 'optional' }, t.optional) : null,
    ),
    h('input', {
      id,
      name: props.name,
      type: props.type,
      autoComplete: props.autoComplete,
      defaultValue: props.value || undefined,
      required: !props.optional,
      'aria-invalid': props.error ? true : undefined,
      'aria-describedby': described.length ? described.join(' ') : undefined,
      autoFocus: props.autoFocus,
    }),
    props.hint ? h('p', { className: 'hint', id: `${id}-hint` }, props.hint) : null,
    props.error ? h('p', { className: 'field-error', id: `${id}-error` }, t[props.error]) : null,
  );
}

function FormAlert({ t, state }: { t: Texts; state: FormState }) {
  if (state.formError) return h('p', { className: 'alert', role: 'alert' }, t[state.formError]);
  return state.notice ? h('p', { className: 'notice', role: 'status' }, t[state.notice]) : null;
}

const CancelForm = ({ t, base }: { t: Texts; base: string }) =>
  h(
    'form',
    { method: 'post', action: `${base}/abort` },
    h('button', { className: 'secondary', type: 'submit' }, t.cancel),
  );

/** The switch between signing in and signing up, under the form. */
const Switch = ({ question, href, link }: { question: string; href: string; link: string }) =>
  h('p', { className: 'switch' }, question, ' ', h('a', { href }, link));

export function signInPage(
  language: Language,
  base: string,
  homeUrl: string,
  state: FormState = { values: {} },
) {
  const t = texts[language];
  const errors = state.fieldErrors ?? {};
  const body = h(
    Fragment,
    null,
    h('h1', null, t.signInTitle),
    h('p', { className: 'lead' }, t.signInLead),
    h(FormAlert, { t, state }),
    h(
      'form',
      { method: 'post', action: `${base}/sign-in`, noValidate: true },
      h(Field, {
        t,
        name: 'email',
        type: 'email',
        autoComplete: 'email',
        value: state.values.email,
        error: errors.email,
        autoFocus: !state.values.email,
      }),
      h(Field, {
        t,
        name: 'password',
        type: 'password',
        autoComplete: 'current-password',
        error: errors.password,
        autoFocus: Boolean(state.values.email),
      }),
      h(
        'p',
        { className: 'forgot' },
        h('a', { href: `${base}/forgot-password?lang=${language}` }, t.forgotPassword),
      ),
      h('button', { className: 'button', type: 'submit' }, t.signIn),
    ),
    h(CancelForm, { t, base }),
    h(Switch, { question: t.noAccount, href: `${base}/sign-up`, link: t.createOne }),
  );
  return layout(language, t.signInTitle, body, { homeUrl });
}

export function signUpPage(
  language: Language,
  base: string,
  homeUrl: string,
  state: FormState = { values: {} },
) {
  const t = texts[language];
  const errors = state.fieldErrors ?? {};
  const body = h(
    Fragment,
    null,
    h('h1', null, t.signUpTitle),
    h('p', { className: 'lead' }, t.signUpLead),
    h(FormAlert, { t, state }),
    h(
      'form',
      { method: 'post', action: `${base}/sign-up`, noValidate: true },
      h(Field, {
        t,
        name: 'name',
        type: 'text',
        autoComplete: 'name',
        value: state.values.name,
        optional: true,
        error: errors.name,
        autoFocus: true,
      }),
      h(Field, {
        t,
        name: 'email',
        type: 'email',
        autoComplete: 'email',
        value: state.values.email,
        error: errors.email,
      }),
      h(Field, {
        t,
        name: 'password',
        type: 'password',
        autoComplete: 'new-password',
        hint: t.passwordHint,
        error: errors.password,
      }),
      h('button', { className: 'button', type: 'submit' }, t.signUp),
    ),
    h(CancelForm, { t, base }),
    h(Switch, { question: t.haveAccount, href: base, link: t.signInInstead }),
  );
  return layout(language, t.signUpTitle, body, { homeUrl });
}

/** What the identity provider's sign-out confirmation posts: where to, and its anti-forgery secret. */
export interface SignOutForm {
  action: string;
  xsrf: string;
}

/**
 * The provider's sign-out confirmation, submitted at once by a same-origin script (no inline
 * script), or by its button where scripts do not run.
 */
export function signOutPage(language: Language, form: SignOutForm, homeUrl: string) {
  const t = texts[language];
  const body = h(
    Fragment,
    null,
    h('h1', null, t.signingOut),
    h(
      'form',
      { id: 'op.logoutForm', method: 'post', action: form.action, 'data-auto-submit': '' },
      h('input', { type: 'hidden', name: 'xsrf', value: form.xsrf }),
      h('input', { type: 'hidden', name: 'logout', value: 'yes' }),
      h('noscript', null, h('button', { className: 'button', type: 'submit' }, t.signOut)),
    ),
  );
  return layout(language, t.signOut, body, { homeUrl, script: AUTO_SUBMIT_SCRIPT });
}

/** A page that says one thing and leads back to IdeaLens. */
export function messagePage(
  language: Language,
  homeUrl: string,
  message: { title: string; lead: string; leadRole?: 'alert'; details?: ReactNode },
  back: 'button' | 'link',
) {
  const t = texts[language];
  const home =
    back === 'button'
      ? h('a', { className: 'button', href: homeUrl }, t.backHome)
      : h('p', { className: 'switch' }, h('a', { href: homeUrl }, t.backHome));
  const body = h(
    Fragment,
    null,
    h('h1', null, message.title),
    h('p', { className: 'lead', role: message.leadRole }, message.lead),
    message.details,
    home,
  );
  return layout(language, message.title, body, { homeUrl });
}

export function signedOutPage(language: Language, homeUrl: string) {
  const t = texts[language];
  return messagePage(
    language,
    homeUrl,
    { title: t.signedOutTitle, lead: t.signedOutLead },
    'button',
  );
}

/** The provider's error page: what went wrong, in the provider's own words (its `error` and `error_description`). */
export function errorPage(language: Language, homeUrl: string, details: Record<string, unknown>) {
  const t = texts[language];
  const lines = Object.entries(details).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [h('p', { key, className: 'hint' }, h('strong', null, key), ': ', value)]
      : [],
  );
  return messagePage(
    language,
    homeUrl,
    { title: t.errorTitle, lead: t.errorLead, details: lines },
    'link',
  );
}

/** Sign-in and sign-up posts over the limit: a page in the visitor's language, not the API's text. */
export function tooManyAttemptsPage(language: Language, homeUrl: string, seconds: number) {
  const t = texts[language];
  return messagePage(
    language,
    homeUrl,
    {
      title: t.tooManyTitle,
      lead: fill(t.tooManyLead, { seconds: Math.max(1, seconds) }),
      leadRole: 'alert',
    },
    'link',
  );
}

export type VerificationOutcome = 'verified' | 'alreadyVerified' | 'expired' | 'invalid';

/** What following a confirmation link did, in the language the sign-up page was in. */
export function verificationPage(
  language: Language,
  homeUrl: string,
  outcome: VerificationOutcome,
) {
  const t = texts[language];
  const [title, lead] =
    outcome === 'verified'
      ? [t.verifiedTitle, t.verifiedLead]
      : outcome === 'alreadyVerified'
        ? [t.alreadyVerifiedTitle, t.alreadyVerifiedLead]
        : [t.verifyFailedTitle, outcome === 'expired' ? t.verifyExpiredLead : t.verifyInvalidLead];
  return messagePage(language, homeUrl, { title, lead }, 'button');
}
