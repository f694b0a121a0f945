import type { Language } from '@idealens/shared/simple-report';
import { escapeHtml, renderPage } from '../../pages/page-shell.ts';
import type { SignUpProblem } from './accounts.ts';

const texts = {
  'en-US': {
    signInTitle: 'Sign in to IdeaLens',
    signInLead: 'Welcome back. Sign in to see your analyses and points.',
    signUpTitle: 'Create your IdeaLens account',
    signUpLead: 'Free: two deep analyses every month, no credit card.',
    name: 'Name',
    optional: '(optional)',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 8 characters, with a letter and a digit.',
    signIn: 'Sign in',
    signUp: 'Create account',
    cancel: 'Cancel and go back',
    noAccount: 'No account yet?',
    createOne: 'Create one',
    haveAccount: 'Already have an account?',
    signInInstead: 'Sign in',
    wrongCredentials: 'Incorrect email or password',
    fixFields: 'Please correct the fields marked below.',
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address, like name@example.com',
    passwordRequired: 'Please enter your password',
    passwordTooShort: 'The password needs at least 8 characters',
    passwordTooLong: 'The password can have at most 200 characters',
    passwordWeak: 'The password needs at least one letter and one digit',
    passwordCommon: 'This password is one of the most common ones. Please choose another',
    nameTooLong: 'The name can have at most 100 characters',
    signUpDone: 'Thank you. To continue, sign in with this email and your password.',
    signUpDoneConfirm:
      'Thank you. We sent a mail to this address: follow its link to confirm it and receive your free points. To continue, sign in with this email and your password.',
    signingOut: 'Signing you out…',
    signOut: 'Sign out',
    signedOutTitle: 'You are signed out',
    signedOutLead: 'You can close this page or go back to IdeaLens.',
    backHome: 'Back to IdeaLens',
    errorTitle: 'Sign-in could not continue',
    errorLead: 'Please go back to IdeaLens and start signing in again.',
    verifiedTitle: 'Your email address is confirmed',
    verifiedLead: 'Thank you. Your free points are in your account: sign in to use them.',
    alreadyVerifiedTitle: 'This address is already confirmed',
    alreadyVerifiedLead: 'Nothing more to do: sign in to IdeaLens to use your points.',
    verifyFailedTitle: 'This link does not work',
    verifyExpiredLead:
      'It has expired. Sign up again with the same address and we will send you a new link.',
    verifyInvalidLead:
      'It is not complete or was replaced. Please use the newest link we sent you.',
    tooManyTitle: 'Too many attempts',
    tooManyLead: 'For your account’s safety, please wait {seconds} seconds before trying again.',
    other: '中文',
  },
  'zh-CN': {
    signInTitle: '登录 IdeaLens',
    signInLead: '欢迎回来。登录后可查看您的分析和点数。',
    signUpTitle: '创建 IdeaLens 账户',
    signUpLead: '免费：每月两次深度分析，无需信用卡。',
    name: '姓名',
    optional: '（可选）',
    email: '邮箱',
    password: '密码',
    passwordHint: '至少 8 个字符，包含字母和数字。',
    signIn: '登录',
    signUp: '创建账户',
    cancel: '取消并返回',
    noAccount: '还没有账户？',
    createOne: '立即注册',
    haveAccount: '已有账户？',
    signInInstead: '登录',
    wrongCredentials: '邮箱或密码不正确',
    fixFields: '请修改下方标出的字段。',
    emailRequired: '请输入邮箱地址',
    emailInvalid: '请输入有效的邮箱地址，例如 name@example.com',
    passwordRequired: '请输入密码',
    passwordTooShort: '密码至少需要 8 个字符',
    passwordTooLong: '密码最多 200 个字符',
    passwordWeak: '密码需要至少包含一个字母和一个数字',
    passwordCommon: '这个密码太常见了，请换一个',
    nameTooLong: '姓名最多 100 个字符',
    signUpDone: '谢谢。请使用该邮箱和您的密码登录以继续。',
    signUpDoneConfirm:
      '谢谢。我们已向该邮箱发送了一封邮件：点击其中的链接确认邮箱，即可获得免费点数。请使用该邮箱和您的密码登录以继续。',
    signingOut: '正在退出登录…',
    signOut: '退出登录',
    signedOutTitle: '您已退出登录',
    signedOutLead: '您可以关闭此页面，或返回 IdeaLens。',
    backHome: '返回 IdeaLens',
    errorTitle: '登录无法继续',
    errorLead: '请返回 IdeaLens 重新登录。',
    verifiedTitle: '您的邮箱已确认',
    verifiedLead: '谢谢。免费点数已到账：登录即可使用。',
    alreadyVerifiedTitle: '该邮箱已经确认过了',
    alreadyVerifiedLead: '无需其他操作：登录 IdeaLens 即可使用您的点数。',
    verifyFailedTitle: '该链接无法使用',
    verifyExpiredLead: '链接已过期。请用同一邮箱再次注册，我们会发送新的链接。',
    verifyInvalidLead: '链接不完整或已被替换。请使用我们最新发送的链接。',
    tooManyTitle: '尝试次数过多',
    tooManyLead: '为了您的账户安全，请等待 {seconds} 秒后再试。',
    other: 'English',
  },
} as const;

type Texts = (typeof texts)[Language];

/** `ui_locales` first (the web app sends its language), then Accept-Language; English by default. */
export function chooseLanguage(uiLocales: unknown, acceptLanguage: string | undefined): Language {
  const wanted = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : []),
    ...(acceptLanguage ?? '')
      .split(',')
      .map((part) => part.split(';')[0]?.trim() ?? '')
      .filter(Boolean),
  ];
  for (const tag of wanted) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en-US';
  }
  return 'en-US';
}

/** Where the sign-in pages' stylesheet and script are served (routes.ts). */
export const IDENTITY_ASSETS_PATH = '/oidc-assets';
export const IDENTITY_STYLESHEET = 'identity.css';
export const AUTO_SUBMIT_SCRIPT = 'auto-submit.js';

function layout(
  language: Language,
  title: string,
  body: string,
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

function field(
  t: Texts,
  options: {
    name: 'name' | 'email' | 'password';
    type: string;
    autocomplete: string;
    value?: string;
    optional?: boolean;
    hint?: string;
    error?: keyof Texts;
    autofocus?: boolean;
  },
) {
  const id = `field-${options.name}`;
  const described = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : ''].filter(
    Boolean,
  );
  return `<div class="field">
<label for="${id}">${t[options.name]}${options.optional ? ` <span class="optional">${t.optional}</span>` : ''}</label>
<input id="${id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}"${options.value ? ` value="${escapeHtml(options.value)}"` : ''}${options.optional ? '' : ' required'}${options.error ? ' aria-invalid="true"' : ''}${described.length ? ` aria-describedby="${described.join(' ')}"` : ''}${options.autofocus ? ' autofocus' : ''}>
${options.hint ? `<p class="hint" id="${id}-hint">${options.hint}</p>` : ''}
${options.error ? `<p class="field-error" id="${id}-error">${t[options.error]}</p>` : ''}
</div>`;
}

function formAlert(t: Texts, state: FormState) {
  if (state.formError) return `<p class="alert" role="alert">${t[state.formError]}</p>`;
  return state.notice ? `<p class="notice" role="status">${t[state.notice]}</p>` : '';
}

const cancelForm = (t: Texts, base: string) =>
  `<form method="post" action="${base}/abort"><button class="secondary" type="submit">${t.cancel}</button></form>`;

export function signInPage(
  language: Language,
  base: string,
  homeUrl: string,
  state: FormState = { values: {} },
) {
  const t = texts[language];
  const errors = state.fieldErrors ?? {};
  const body = `<h1>${t.signInTitle}</h1>
<p class="lead">${t.signInLead}</p>
${formAlert(t, state)}
<form method="post" action="${base}/sign-in" novalidate>
${field(t, { name: 'email', type: 'email', autocomplete: 'email', value: state.values.email, error: errors.email, autofocus: !state.values.email })}
${field(t, { name: 'password', type: 'password', autocomplete: 'current-password', error: errors.password, autofocus: Boolean(state.values.email) })}
<button class="button" type="submit">${t.signIn}</button>
</form>
${cancelForm(t, base)}
<p class="switch">${t.noAccount} <a href="${base}/sign-up">${t.createOne}</a></p>`;
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
  const body = `<h1>${t.signUpTitle}</h1>
<p class="lead">${t.signUpLead}</p>
${formAlert(t, state)}
<form method="post" action="${base}/sign-up" novalidate>
${field(t, { name: 'name', type: 'text', autocomplete: 'name', value: state.values.name, optional: true, error: errors.name, autofocus: true })}
${field(t, { name: 'email', type: 'email', autocomplete: 'email', value: state.values.email, error: errors.email })}
${field(t, { name: 'password', type: 'password', autocomplete: 'new-password', hint: t.passwordHint, error: errors.password })}
<button class="button" type="submit">${t.signUp}</button>
</form>
${cancelForm(t, base)}
<p class="switch">${t.haveAccount} <a href="${base}">${t.signInInstead}</a></p>`;
  return layout(language, t.signUpTitle, body, { homeUrl });
}

/** The provider's sign-out form, submitted at once by a same-origin script (no inline script). */
export function signOutPage(language: Language, providerForm: string, homeUrl: string) {
  const t = texts[language];
  const form = providerForm
    .replace('<form ', '<form data-auto-submit ')
    .replace(
      '</form>',
      `<input type="hidden" name="logout" value="yes"/><noscript><button class="button" type="submit">${t.signOut}</button></noscript></form>`,
    );
  const body = `<h1>${t.signingOut}</h1>\n${form}`;
  return layout(language, t.signOut, body, { homeUrl, script: AUTO_SUBMIT_SCRIPT });
}

export function signedOutPage(language: Language, homeUrl: string) {
  const t = texts[language];
  const body = `<h1>${t.signedOutTitle}</h1>
<p class="lead">${t.signedOutLead}</p>
<a class="button" href="${escapeHtml(homeUrl)}">${t.backHome}</a>`;
  return layout(language, t.signedOutTitle, body, { homeUrl });
}

export function errorPage(language: Language, homeUrl: string, details: Record<string, unknown>) {
  const t = texts[language];
  const lines = Object.entries(details)
    .filter(([, value]) => typeof value === 'string')
    .map(
      ([key, value]) =>
        `<p class="hint"><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`,
    )
    .join('\n');
  const body = `<h1>${t.errorTitle}</h1>
<p class="lead">${t.errorLead}</p>
${lines}
<p class="switch"><a href="${escapeHtml(homeUrl)}">${t.backHome}</a></p>`;
  return layout(language, t.errorTitle, body, { homeUrl });
}

/** Sign-in and sign-up posts over the limit: a page in the visitor's language, not the API's text. */
export function tooManyAttemptsPage(language: Language, homeUrl: string, seconds: number) {
  const t = texts[language];
  const body = `<h1>${t.tooManyTitle}</h1>
<p class="lead" role="alert">${t.tooManyLead.replace('{seconds}', String(Math.max(1, seconds)))}</p>
<p class="switch"><a href="${escapeHtml(homeUrl)}">${t.backHome}</a></p>`;
  return layout(language, t.tooManyTitle, body, { homeUrl });
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
  const body = `<h1>${title}</h1>
<p class="lead">${lead}</p>
<a class="button" href="${escapeHtml(homeUrl)}">${t.backHome}</a>`;
  return layout(language, title, body, { homeUrl });
}
