import type { Language } from '@idealens/shared/simple-report';
import en from '../../../../web/src/locales/en-US/mail.json' with { type: 'json' };
import zh from '../../../../web/src/locales/zh-CN/mail.json' with { type: 'json' };
import { fill } from '../../pages/page-shell.ts';
import type { MailMessage } from '../mail/mailer.ts';

// The mails of password resets and changes, in the web app's words (locales/<language>/mail.json).

const mailTexts = { 'en-US': en, 'zh-CN': zh } as const;

/** The mail with a link that sets a new password; it says how long the link works. */
export function passwordResetMail(
  language: Language,
  to: string,
  link: string,
  validMinutes: number,
): MailMessage {
  const t = mailTexts[language];
  return {
    to,
    subject: t.reset.subject,
    text: [
      t.greeting,
      '',
      t.reset.body,
      '',
      t.reset.action,
      link,
      '',
      fill(t.reset.expiry, { minutes: validMinutes }),
      t.reset.notYou,
      '',
      t.signature,
    ].join('\n'),
  };
}

/** The notice that an account's password was changed (`how`), sent after a reset or a change. */
export function passwordChangedMail(
  language: Language,
  to: string,
  how: 'reset' | 'change',
  signInUrl: string,
): MailMessage {
  const t = mailTexts[language];
  return {
    to,
    subject: t.passwordChanged.subject,
    text: [
      t.greeting,
      '',
      how === 'reset' ? t.passwordChanged.bodyReset : t.passwordChanged.bodyChange,
      '',
      t.passwordChanged.signIn,
      signInUrl,
      '',
      t.passwordChanged.notYou,
      '',
      t.signature,
    ].join('\n'),
  };
}
