import type { BillingPeriod } from '@idealens/shared/plans';
import type { Language } from '@idealens/shared/simple-report';
import { Fragment, createElement as h, type ReactNode } from 'react';
import en from '../../../../web/src/locales/en-US/sandbox-checkout.json' with { type: 'json' };
import zh from '../../../../web/src/locales/zh-CN/sandbox-checkout.json' with { type: 'json' };
import { fill, renderPage } from '../../pages/page-shell.ts';

// The sandbox's hosted checkout pages, in the web app's words
// (locales/<language>/sandbox-checkout.json).

/** Where the hosted checkout page's own stylesheet and script are served (sandbox-checkout.ts). */
export const SANDBOX_ASSETS_PATH = '/payment/sandbox/assets';
export const CHECKOUT_STYLESHEET = 'checkout.css';
export const CHECKOUT_SCRIPT = 'checkout.js';

const texts: Record<Language, typeof en> = { 'en-US': en, 'zh-CN': zh };

type Texts = typeof en;
export type CheckoutProblem = 'cardInvalid' | 'expiryInvalid' | 'cvcInvalid';
export type CheckoutAlert = 'fixFields' | 'declined' | 'paymentFailed';

/** Cents as the language writes money, e.g. $8.99 or US$8.99. */
const money = (language: Language, cents: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);

const otherLanguage = (language: Language): Language => (language === 'en-US' ? 'zh-CN' : 'en-US');

function layout(language: Language, title: string, body: ReactNode, selfPath?: string) {
  const t = texts[language];
  const other = otherLanguage(language);
  return renderPage({
    language,
    title,
    assetsPath: SANDBOX_ASSETS_PATH,
    stylesheets: [CHECKOUT_STYLESHEET],
    scripts: [CHECKOUT_SCRIPT],
    header: h('span', { className: 'badge' }, t.testMode),
    body,
    footer: selfPath
      ? h(
          'p',
          { className: 'languages' },
          h('a', { href: `${selfPath}?lang=${other}`, hrefLang: other }, t.other),
        )
      : null,
  });
}

export interface CheckoutView {
  id: string;
  /** The plan's name, as the pricing page shows it. */
  plan: string;
  /** Deep analyses the plan gives each month. */
  monthlyAllowance: number;
  period: BillingPeriod;
  /** Charged now (cents): the price less `credit`. */
  amount: number;
  /** A switch's credit for the unused part of the plan it replaces (cents); 0 for a purchase. */
  credit: number;
}

export interface CheckoutFormState {
  alert?: CheckoutAlert;
  problems?: Partial<Record<'number' | 'expiry' | 'cvc', CheckoutProblem>>;
  /** What the visitor typed, to show again (already reduced to digits and a slash). */
  values?: { number?: string | undefined; expiry?: string | undefined };
}

function Field(props: {
  t: Texts;
  name: 'number' | 'expiry' | 'cvc';
  label: 'cardNumber' | 'expiry' | 'cvc';
  autoComplete: string;
  placeholder: string;
  maxLength: number;
  value?: string | undefined;
  problem?: CheckoutProblem | undefined;
}) {
  const { t } = props;
  const id = `card-${props.name}`;
  return h(
    'div',
    { className: `field field-${props.name}` },
    h('label', { htmlFor: id }, t[props.label]),
    h('input', {
      id,
      name: props.name,
      type: 'text',
      inputMode: 'numeric',
      autoComplete: props.autoComplete,
      placeholder: props.placeholder,
      maxLength: props.maxLength,
      required: true,
      defaultValue: props.value || undefined,
      'aria-invalid': props.problem ? true : undefined,
      'aria-describedby': props.problem ? `${id}-error` : undefined,
    }),
    props.problem
      ? h('p', { className: 'field-error', id: `${id}-error` }, t[props.problem])
      : null,
  );
}

/** One line of what is bought: its name, and what it is. */
const SummaryLine = (props: { term: string; detail: string; className?: string }) =>
  h('div', { className: props.className }, h('dt', null, props.term), h('dd', null, props.detail));

/** The hosted checkout: what is bought, a test card form, Pay and Cancel. */
export function checkoutPage(
  language: Language,
  path: string,
  session: CheckoutView,
  state: CheckoutFormState = {},
) {
  const t = texts[language];
  const amount = money(language, session.amount);
  const price = money(language, session.amount + session.credit);
  const problems = state.problems ?? {};
  const query = `?lang=${language}`;
  const body = h(
    Fragment,
    null,
    h('h1', null, t.title),
    h('p', { className: 'notice' }, t.testModeLead),
    h(
      'dl',
      { className: 'summary' },
      h(SummaryLine, {
        term: t.plan,
        detail: `${session.plan} · ${fill(t.allowance, { analyses: session.monthlyAllowance })}`,
      }),
      h(SummaryLine, {
        term: t.billing,
        detail: `${t[session.period]} · ${fill(session.period === 'annual' ? t.perYear : t.perMonth, { amount: price })}`,
      }),
      session.credit > 0
        ? h(SummaryLine, { term: t.credit, detail: `−${money(language, session.credit)}` })
        : null,
      h(SummaryLine, { term: t.total, detail: amount, className: 'total' }),
    ),
    state.alert ? h('p', { className: 'alert', role: 'alert' }, t[state.alert]) : null,
    h(
      'form',
      { method: 'post', action: `${path}/pay${query}`, 'data-pay': '', noValidate: true },
      h(Field, {
        t,
        name: 'number',
        label: 'cardNumber',
        autoComplete: 'cc-number',
        placeholder: '4242 4242 4242 4242',
        maxLength: 23,
        value: state.values?.number,
        problem: problems.number,
      }),
      h(
        'div',
        { className: 'row' },
        h(Field, {
          t,
          name: 'expiry',
          label: 'expiry',
          autoComplete: 'cc-exp',
          placeholder: '12/34',
          maxLength: 7,
          value: state.values?.expiry,
          problem: problems.expiry,
        }),
        h(Field, {
          t,
          name: 'cvc',
          label: 'cvc',
          autoComplete: 'cc-csc',
          placeholder: '123',
          maxLength: 4,
          problem: problems.cvc,
        }),
      ),
      h(
        'button',
        { className: 'button', type: 'submit', 'data-processing': t.processing },
        fill(t.pay, { amount }),
      ),
    ),
    h(
      'form',
      { method: 'post', action: `${path}/cancel${query}` },
      h('button', { className: 'secondary', type: 'submit' }, t.cancel),
    ),
  );
  return layout(language, t.title, body, path);
}

export type ClosedCheckout = 'paid' | 'cancelled' | 'expired' | 'notFound' | 'error';

/** A checkout that can no longer be paid, or none at all; `path` is the checkout's own, if any. */
export function closedCheckoutPage(
  language: Language,
  kind: ClosedCheckout,
  pricingUrl: string,
  path?: string,
) {
  const t = texts[language];
  const title = t[`${kind}Title`];
  const body = h(
    Fragment,
    null,
    h('h1', null, title),
    h('p', { className: 'lead' }, t[`${kind}Lead`]),
    h('a', { className: 'button', href: pricingUrl }, t.backToPricing),
  );
  return layout(language, title, body, path);
}
