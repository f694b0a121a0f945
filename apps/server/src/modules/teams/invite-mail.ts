import type { Language } from '@idealens/shared/simple-report';
import en from '../../../../web/src/locales/en-US/mail.json' with { type: 'json' };
import zh from '../../../../web/src/locales/zh-CN/mail.json' with { type: 'json' };
import { fill } from '../../pages/page-shell.ts';
import type { MailMessage } from '../mail/mailer.ts';

// A team invitation mail, in the web app's words (locales/<language>/mail.json "teamInvite").

const mailTexts = { 'en-US': en, 'zh-CN': zh } as const;

export interface InviteMail {
  to: string;
  team: string;
  inviter: string;
  link: string;
  expiresAt: Date;
}

export function teamInviteMail(language: Language, invite: InviteMail): MailMessage {
  const texts = mailTexts[language];
  const t = texts.teamInvite;
  const values = {
    team: invite.team,
    inviter: invite.inviter,
    date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      invite.expiresAt,
    ),
  };
  return {
    to: invite.to,
    subject: fill(t.subject, values),
    text: [
      texts.greeting,
      '',
      fill(t.body, values),
      '',
      fill(t.accept, values),
      invite.link,
      '',
      fill(t.notYou, values),
      '',
      texts.signature,
    ].join('\n'),
  };
}
