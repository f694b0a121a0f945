import { type BillingPeriod, PLANS, type PlanName } from '@idealens/shared/plans';
import type { Language } from '@idealens/shared/simple-report';
import { renderPage } from '../../pages/page-shell.ts';

/** Where the hosted checkout page's own stylesheet and script are served (sandbox-checkout.ts). */
export const SANDBOX_ASSETS_PATH = '/payment/sandbox/assets';
export const CHECKOUT_STYLESHEET = 'checkout.css';
export const CHECKOUT_SCRIPT = 'checkout.js';

const texts = {
  'en-US': {
    title: 'Checkout',
    testMode: 'Test mode',
    testModeLead:
      'This is the sandbox checkout: no real card is charged. Pay with the test card 4242 4242 4242 4242, any future date and any CVC; 4000 0000 0000 0002 is declined.',
    plan: 'Plan',
    billing: 'Billing',
    monthly: 'Monthly',
    annual: 'Annual',
    allowance: '{count} deep analyses per month',
    total: 'Due today',
    perMonth: '{amount} per month',
    perYear: '{amount} per year',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay {amount}',
    processing: 'Processing…',
    cancel: 'Cancel and return to IdeaLens',
    fixFields: 'Please correct the fields marked below.',
    cardInvalid: 'Please enter a valid card number',
    expiryInvalid: 'Please enter a future expiry date as MM/YY',
    cvcInvalid: 'Please enter the 3- or 4-digit security code',
    declined: 'Your card was declined. Try the test card 4242 4242 4242 4242.',
    paymentFailed: 'The payment could not be completed. Please try again.',
    paidTitle: 'This checkout is already paid',
    paidLead: 'Your plan is active. You can go back to IdeaLens.',
    cancelledTitle: 'This checkout was cancelled',
    cancelledLead: 'Nothing was charged. You can choose a plan again on the pricing page.',
    expiredTitle: 'This checkout has expired',
    expiredLead: 'Nothing was charged. Please start again from the pricing page.',
    notFoundTitle: 'Checkout not found',
    notFoundLead: 'This checkout link is not valid. Please start again from the pricing page.',
    errorTitle: 'The checkout could not continue',
    errorLead: 'Nothing was charged. Please try again from the pricing page.',
    backToPricing: 'Back to pricing',
    other: '中文',
  },
  'zh-CN': {
    title: '结账',
    testMode: '测试模式',
    testModeLead:
      '这是沙盒结账：不会扣除任何真实银行卡的费用。请使用测试卡 4242 4242 4242 4242、任意未来日期和任意 CVC 支付；4000 0000 0000 0002 会被拒绝。',
    plan: '套餐',
    billing: '计费方式',
    monthly: '按月',
    annual: '按年',
    allowance: '每月 {count} 次深度分析',
    total: '今日应付',
    perMonth: '每月 {amount}',
    perYear: '每年 {amount}',
    cardNumber: '卡号',
    expiry: '有效期（月/年）',
    cvc: '安全码',
    pay: '支付 {amount}',
    processing: '处理中…',
    cancel: '取消并返回 IdeaLens',
    fixFields: '请修改下方标出的字段。',
    cardInvalid: '请输入有效的卡号',
    expiryInvalid: '请按 MM/YY 格式输入未过期的有效期',
    cvcInvalid: '请输入 3 位或 4 位安全码',
    declined: '您的银行卡被拒绝。请尝试测试卡 4242 4242 4242 4242。',
    paymentFailed: '支付未能完成，请重试。',
    paidTitle: '此订单已支付',
    paidLead: '您的套餐已生效，可以返回 IdeaLens。',
    cancelledTitle: '此订单已取消',
    cancelledLead: '未产生任何费用。您可以在定价页面重新选择套餐。',
    expiredTitle: '此订单已过期',
    expiredLead: '未产生任何费用。请从定价页面重新开始。',
    notFoundTitle: '未找到此订单',
    notFoundLead: '此结账链接无效。请从定价页面重新开始。',
    errorTitle: '结账无法继续',
    errorLead: '未产生任何费用。请从定价页面重试。',
    backToPricing: '返回定价页面',
    other: 'English',
  },
} as const;

type Texts = (typeof texts)[Language];
export type CheckoutProblem = 'cardInvalid' | 'expiryInvalid' | 'cvcInvalid';
export type CheckoutAlert = 'fixFields' | 'declined' | 'paymentFailed';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** Cents as the language writes money, e.g. $8.99 or US$8.99. */
const money = (language: Language, cents: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);

const otherLanguage = (language: Language): Language => (language === 'en-US' ? 'zh-CN' : 'en-US');

/**
 * Every value these pages show is ours or checked before it gets here (a UUID, a plan name,
 * digits): nothing a visitor typed is written back unchecked.
 */
function layout(language: Language, title: string, body: string, selfPath?: string) {
  const t = texts[language];
  const other = otherLanguage(language);
  return renderPage({
    language,
    title,
    assetsPath: SANDBOX_ASSETS_PATH,
    stylesheets: [CHECKOUT_STYLESHEET],
    scripts: [CHECKOUT_SCRIPT],
    header: `<span class="badge">${t.testMode}</span>`,
    body,
    footer: selfPath
      ? `<p class="languages"><a href="${selfPath}?lang=${other}" hreflang="${other}">${t.other}</a></p>`
      : '',
  });
}

export interface CheckoutView {
  id: string;
  plan: PlanName;
  period: BillingPeriod;
  amount: number;
}

export interface CheckoutFormState {
  alert?: CheckoutAlert;
  problems?: Partial<Record<'number' | 'expiry' | 'cvc', CheckoutProblem>>;
  /** Digits and slashes only, already checked. */
  values?: { number?: string; expiry?: string };
}

function field(
  t: Texts,
  options: {
    name: 'number' | 'expiry' | 'cvc';
    label: keyof Texts;
    autocomplete: string;
    inputmode: string;
    placeholder: string;
    maxlength: number;
    value?: string;
    problem?: CheckoutProblem;
  },
) {
  const id = `card-${options.name}`;
  return `<div class="field field-${options.name}">
<label for="${id}">${t[options.label]}</label>
<input id="${id}" name="${options.name}" type="text" inputmode="${options.inputmode}" autocomplete="${options.autocomplete}" placeholder="${options.placeholder}" maxlength="${options.maxlength}" required${options.value ? ` value="${options.value}"` : ''}${options.problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${options.problem ? `<p class="field-error" id="${id}-error">${t[options.problem]}</p>` : ''}
</div>`;
}

/** The hosted checkout: what is bought, a test card form, Pay and Cancel. */
export function checkoutPage(
  language: Language,
  path: string,
  session: CheckoutView,
  state: CheckoutFormState = {},
) {
  const t = texts[language];
  const amount = money(language, session.amount);
  const problems = state.problems ?? {};
  const query = `?lang=${language}`;
  const body = `<h1>${t.title}</h1>
<p class="notice">${t.testModeLead}</p>
<dl class="summary">
<div><dt>${t.plan}</dt><dd>${session.plan} · ${fill(t.allowance, { count: PLANS[session.plan].monthlyAllowance })}</dd></div>
<div><dt>${t.billing}</dt><dd>${t[session.period]} · ${fill(session.period === 'annual' ? t.perYear : t.perMonth, { amount })}</dd></div>
<div class="total"><dt>${t.total}</dt><dd>${amount}</dd></div>
</dl>
${state.alert ? `<p class="alert" role="alert">${t[state.alert]}</p>` : ''}
<form method="post" action="${path}/pay${query}" data-pay novalidate>
${field(t, { name: 'number', label: 'cardNumber', autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '4242 4242 4242 4242', maxlength: 23, value: state.values?.number, problem: problems.number })}
<div class="row">
${field(t, { name: 'expiry', label: 'expiry', autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: '12/34', maxlength: 7, value: state.values?.expiry, problem: problems.expiry })}
${field(t, { name: 'cvc', label: 'cvc', autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '123', maxlength: 4, problem: problems.cvc })}
</div>
<button class="button" type="submit" data-processing="${t.processing}">${fill(t.pay, { amount })}</button>
</form>
<form method="post" action="${path}/cancel${query}"><button class="secondary" type="submit">${t.cancel}</button></form>`;
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
  const body = `<h1>${title}</h1>
<p class="lead">${t[`${kind}Lead`]}</p>
<a class="button" href="${pricingUrl}">${t.backToPricing}</a>`;
  return layout(language, title, body, path);
}
