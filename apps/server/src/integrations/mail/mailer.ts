import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

/** One e-mail, as every part of Kampus hands it over. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/** The mail integration: one small interface, two implementations (SMTP, or files in the outbox). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  sendMail: (message: MailMessage) => Promise<void>;
}

/** A message as the outbox keeps it (one JSON file each). */
export interface OutboxMessage extends MailMessage {
  id: string;
  from: string;
  createdAt: string;
}

const outboxDir = (dataDir: string): string => join(dataDir, 'outbox');

/**
 * Sends through the SMTP server of `SMTP_URL` (nodemailer), e.g. `smtp://user:pass@mail.example.org:587`.
 * nodemailer opens its own connections, so the outbound guard is asked first: the host is resolved
 * and checked for each send, and the transport connects to that address (pinned) while TLS still
 * checks the certificate against the host's name.
 */
const smtpMailer = (smtpUrl: string, from: string, resolve: (host: string) => Promise<string>): Mailer => {
  const options = parseConnectionUrl(smtpUrl);
  const host = options.host ?? 'localhost';
  return {
    kind: 'smtp',
    sendMail: async (message) => {
      const address = await resolve(host);
      const transport = nodemailer.createTransport({
        ...options,
        host: address,
        tls: { ...options.tls, servername: host },
      });
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
};

/**
 * Writes each message as a JSON file into `DATA_DIR/outbox`, so a person trying Kampus with no
 * mail server reads their mail in the app (superadmins: /admin/outbox) or in that folder.
 * The file appears whole (written aside, then renamed): a reader never sees half a message.
 */
const outboxMailer = (dataDir: string, from: string): Mailer => ({
  kind: 'outbox',
  sendMail: async (message) => {
    const dir = outboxDir(dataDir);
    await mkdir(dir, { recursive: true });
    const createdAt = new Date().toISOString();
    // Time first, so names sort in the order mail was written.
    const id = `${createdAt.replace(/[-:.TZ]/g, '')}-${randomBytes(4).toString('hex')}`;
    const stored: OutboxMessage = { id, from, createdAt, ...message };
    await writeFile(join(dir, `.${id}.tmp`), JSON.stringify(stored, null, 2));
    await rename(join(dir, `.${id}.tmp`), join(dir, `${id}.json`));
  },
});

export const createMailer = (
  settings: { smtpUrl: string | undefined; mailFrom: string },
  dataDir: string,
  resolve: (host: string) => Promise<string>,
): Mailer =>
  settings.smtpUrl
    ? smtpMailer(settings.smtpUrl, settings.mailFrom, resolve)
    : outboxMailer(dataDir, settings.mailFrom);

const OUTBOX_ID = /^[0-9]{17}-[0-9a-f]{8}$/;

/** The outbox, newest first. */
export const listOutbox = async (dataDir: string): Promise<OutboxMessage[]> => {
  let names: string[];
  try {
    names = await readdir(outboxDir(dataDir));
  } catch {
    return [];
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -5))
    .filter((id) => OUTBOX_ID.test(id))
    .sort()
    .reverse();
  const messages = await Promise.all(ids.map((id) => readOutboxMessage(dataDir, id)));
  return messages.filter((message): message is OutboxMessage => message !== null);
};

/** One message of the outbox, or null (an id that is not one is never a path). */
export const readOutboxMessage = async (dataDir: string, id: string): Promise<OutboxMessage | null> => {
  if (!OUTBOX_ID.test(id)) return null;
  try {
    return JSON.parse(await readFile(join(outboxDir(dataDir), `${id}.json`), 'utf8')) as OutboxMessage;
  } catch {
    return null;
  }
};
