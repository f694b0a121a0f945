import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { waitFor } from '../../../test/wait-for.ts';

const recipient = (mail: ParsedMail) =>
  mail.to && !Array.isArray(mail.to) ? mail.to.text.toLowerCase() : '';

/** The mails the embedded mailer wrote to `DATA_DIR/outbox` for `email`, oldest first. */
export async function mailsTo(dataDir: string, email: string): Promise<ParsedMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(
    names.map(async (name) => simpleParser(await readFile(path.join(outbox, name)))),
  );
  return mails.filter((mail) => recipient(mail) === email.toLowerCase());
}

/** Waits until `count` mails to `email` are in the outbox; answers them, oldest first. */
export function waitForMails(dataDir: string, email: string, count = 1): Promise<ParsedMail[]> {
  return waitFor(
    () => mailsTo(dataDir, email),
    (mails) => mails.length >= count,
  );
}
