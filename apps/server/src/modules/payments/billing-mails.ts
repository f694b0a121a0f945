import type { Language } from '@idealens/shared/simple-report';
import en from '../../../../web/src/locales/en-US/mail.json' with { type: 'json' };
import zh from '../../../../web/src/locales/zh-CN/mail.json' with { type: 'json' };
import { fill } from '../../pages/page-shell.ts';
import type { MailMessage } from '../mail/mailer.ts';

// The confirmations of billing changes, in the web app's words (locales/<language>/mail.json).

const mailTexts = { 'en-US': en, 'zh-CN': zh } as const;

/** A change the account holder made to their subscription, as its confirmation mail tells it. */
export type BillingChange =
  | { kind: 'cancelled'; plan: string; when: 'period_end' | 'now'; periodEnd: Date }
  | { kind: 'resumed'; plan: string; periodEnd: Date };

const longDate = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The confirmation mail of a cancellation or a resumption; `pricingUrl` is where to manage it. */
export function billingChangeMail(
  language: Language,
  to: string,
  change: BillingChange,
  pricingUrl: string,
): MailMessage {
  const t = mailTexts[language].billing;
  const values = { plan: change.plan, date: longDate(language, change.periodEnd) };
  const body =
    change.kind === 'resumed'
      ? t.resumed
      : change.when === 'now'
        ? t.cancelledNow
        : t.cancelledAtPeriodEnd;
  return {
    to,
    subject: fill(change.kind === 'resumed' ? t.resumedSubject : t.cancelledSubject, values),
    text: [
      mailTexts[language].greeting,
      '',
      fill(body, values),
      '',
      t.manage,
      pricingUrl,
      '',
      t.notYou,
      '',
      mailTexts[language].signature,
    ].join('\n'),
  };
}
