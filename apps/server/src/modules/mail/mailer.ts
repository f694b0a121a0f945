import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { mailSettings } from '../../config.ts';

/** One mail to one person; plain text, so every client shows it the same. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends the mail (or writes it to the outbox); rejects when the server refuses it. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailLog {
  info(details: object, message: string): void;
}

/**
 * The one way mail leaves IdeaLens (ARCHITECTURE.md §9): through the SMTP server of `SMTP_URL`,
 * or, by default, as `.eml` files in `DATA_DIR/outbox` that nobody receives (the log names each
 * file). Verification uses it now; password resets and team invites are meant to.
 */
export function createMailer(config: Config, log: MailLog): Mailer {
  const settings = mailSettings(config);
  if (settings.transport === 'smtp' && config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: settings.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: settings.from, ...message });
      await mkdir(settings.outboxDir, { recursive: true });
      // Sortable by time, unique within the millisecond.
      const file = path.join(settings.outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ file }, 'mail written to the outbox, not sent (set SMTP_URL to send mail)');
    },
    close: () => transport.close(),
  };
}
