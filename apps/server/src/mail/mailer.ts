import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the outbox holds: one JSON file per message, `<timestamp>-<to>.json`. */
export interface OutboxMessage extends MailMessage {
  from: string;
  date: string;
}

export interface Mailer {
  /**
   * Accepts a message for delivery. SMTP delivery runs in the background (its delay must not tell a
   * caller whether an account exists; a failure is logged); the outbox file is written before it returns.
   */
  send(message: MailMessage): Promise<void>;
  /** Waits for deliveries still under way and closes the SMTP connection (server shutdown). */
  close(): Promise<void>;
}

/** nodemailer to SMTP_URL when it is set, otherwise the outbox directory and the log. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailOutboxDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom, log);
  return createOutboxMailer(config.mailOutboxDir, config.mailFrom, log);
}

function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  // nodemailer is loaded with the first e-mail, not during the start.
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  const smtp = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));
  const pending = new Set<Promise<unknown>>();
  return {
    async send(message) {
      const delivery = smtp()
        .then((t) => t.sendMail({ from, ...message }))
        .then(() => log.info({ to: message.to, subject: message.subject }, 'e-mail envoyé'))
        .catch((error: unknown) => log.error({ err: error, to: message.to }, 'échec de l’envoi de l’e-mail'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async close() {
      await Promise.allSettled([...pending]);
      if (transport) (await transport).close();
    },
  };
}

let lastStamp = 0;
/** A millisecond timestamp that never repeats in this process, so that two messages never share a file. */
function uniqueStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/** File name `<ISO time>-<recipient>.json`: sorted by name is sorted by time. */
export function outboxFileName(to: string, stamp: number): string {
  const time = new Date(stamp).toISOString().replace(/[:.]/g, '-');
  return `${time}-${to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_')}.json`;
}

function createOutboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      const stamp = uniqueStamp();
      const file = path.join(dir, outboxFileName(message.to, stamp));
      const stored: OutboxMessage = { from, ...message, date: new Date(stamp).toISOString() };
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { flag: 'wx' });
      } catch (error) {
        // Like an SMTP failure: logged, never shown to the caller (the answer must not depend on it).
        log.error(
          { err: error, to: message.to, file },
          'échec de l’écriture de l’e-mail dans la boîte d’envoi',
        );
        return;
      }
      // By recipient and subject only: a reset link in the log would be a working credential for
      // anyone who reads the logs. A developer opens the file for the link.
      log.info({ to: message.to, subject: message.subject, file }, 'e-mail écrit dans la boîte d’envoi');
    },
    async close() {},
  };
}
