import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { frenchTypographyFaults } from '@courant/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationEmail } from './invitation-email.ts';
import { createMailer, type MailMessage, type OutboxMessage } from './mailer.ts';
import { passwordChangedEmail } from './password-changed-email.ts';
import { passwordResetEmail } from './password-reset-email.ts';

/** Records what the mailer logs (the log is where a developer finds the e-mails without SMTP). */
function recordingLog() {
  const lines: { level: string; obj: unknown; msg: unknown }[] = [];
  const at = (level: string) => (obj: unknown, msg?: unknown) => {
    lines.push({ level, obj, msg });
  };
  const log = {
    info: at('info'),
    error: at('error'),
    warn: at('warn'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    child: () => log,
    level: 'info',
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const link = 'http://localhost:3000/auth/confirm-reset-password?token_hash=abc_DEF-123';

describe('outbox mailer (no SMTP_URL)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'courant-mailer-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one JSON file per message, named <timestamp>-<to>.json, and logs recipient and subject only', async () => {
    const { log, lines } = recordingLog();
    const outbox = path.join(dir, 'outbox');
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Courant <no-reply@courant.local>', mailOutboxDir: outbox },
      log,
    );
    await mailer.send(passwordResetEmail('zoe@example.fr', 'Zoé', link));
    await mailer.send(passwordResetEmail('zoe@example.fr', 'Zoé', `${link}2`));
    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-zoe@example\.fr\.json$/);
    const first = JSON.parse(await readFile(path.join(outbox, files[0] ?? ''), 'utf8')) as OutboxMessage;
    expect(first).toMatchObject({
      from: 'Courant <no-reply@courant.local>',
      to: 'zoe@example.fr',
      subject: 'Réinitialisation de votre mot de passe Courant',
    });
    expect(first.text).toContain(link);
    expect(first.html).toContain(`href="${link}"`);
    expect(Number.isNaN(Date.parse(first.date))).toBe(false);
    const logged = lines.filter((l) => l.level === 'info');
    expect(logged.map((l) => l.obj)).toEqual([
      {
        to: 'zoe@example.fr',
        subject: 'Réinitialisation de votre mot de passe Courant',
        file: expect.any(String),
      },
      {
        to: 'zoe@example.fr',
        subject: 'Réinitialisation de votre mot de passe Courant',
        file: expect.any(String),
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('token_hash');
    await mailer.close();
  });

  it('logs, without throwing, when the outbox cannot be written', async () => {
    const { log, lines } = recordingLog();
    const blocked = path.join(dir, 'outbox', (await readdir(path.join(dir, 'outbox')))[0] ?? '', 'inside');
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'x@y.fr', mailOutboxDir: blocked }, log);
    await expect(mailer.send(passwordResetEmail('a@b.fr', 'A', link))).resolves.toBeUndefined();
    expect(lines.some((l) => l.level === 'error')).toBe(true);
  });
});

describe('the e-mails read as French', () => {
  const mails: [string, MailMessage][] = [
    ['reset', passwordResetEmail('a@b.fr', 'Léa', link)],
    [
      'password changed',
      passwordChangedEmail('a@b.fr', 'Léa', new Date('2026-11-24T14:30:00Z'), 'http://x.fr'),
    ],
    ['invitation', invitationEmail({ to: 'a@b.fr', inviter: 'Léa Martin', company: 'Élec Sud', link })],
  ];
  it.each(mails)(
    '%s: no breaking space before : ; ! ?, no straight apostrophe, in subject, text and HTML',
    (_, mail) => {
      const htmlText = mail.html.replace(/<[^>]*>/g, ' ');
      for (const part of [mail.subject, mail.text, htmlText])
        expect(frenchTypographyFaults(part)).toEqual([]);
    },
  );

  it('the check sees a fault (it can fail)', () => {
    expect(frenchTypographyFaults("Ouvrez ce lien : l'équipe")).toHaveLength(2);
  });
});

describe('the reset e-mail', () => {
  it('escapes the name in the HTML part', () => {
    const mail = passwordResetEmail('a@b.fr', '<script>alert(1)</script>', link);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('Bonjour <script>alert(1)</script>,');
  });
});

/**
 * A stand-in SMTP server (no real one can run here): it speaks just enough of the protocol for one
 * message and keeps what it receives.
 */
describe('SMTP mailer (SMTP_URL set)', () => {
  const PORT = 3514;
  let server: Server;
  const sessions: string[] = [];
  beforeAll(async () => {
    server = createServer((socket) => {
      let transcript = '';
      let inData = false;
      let buffer = '';
      socket.setEncoding('utf8');
      socket.write('220 stub ESMTP\r\n');
      socket.on('data', (chunk: string) => {
        buffer += chunk;
        transcript += chunk;
        if (inData) {
          if (!buffer.includes('\r\n.\r\n')) return;
          inData = false;
          buffer = '';
          socket.write('250 queued\r\n');
          return;
        }
        let end = buffer.indexOf('\r\n');
        while (end >= 0 && !inData) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 stub\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') {
            socket.end('221 bye\r\n');
          } else socket.write('250 OK\r\n');
          end = buffer.indexOf('\r\n');
        }
      });
      socket.on('close', () => sessions.push(transcript));
    });
    await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('delivers through nodemailer in the background; close() waits for the delivery', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer(
      {
        smtpUrl: `smtp://127.0.0.1:${PORT}`,
        mailFrom: 'Courant <no-reply@courant.local>',
        mailOutboxDir: '/nonexistent',
      },
      log,
    );
    await mailer.send(passwordResetEmail('zoe@example.fr', 'Zoé', link));
    await mailer.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const all = sessions.join('\n');
    expect(all).toContain('MAIL FROM:<no-reply@courant.local>');
    expect(all).toContain('RCPT TO:<zoe@example.fr>');
    expect(all).toMatch(/Content-Type: text\/plain/);
    expect(all).toMatch(/Content-Type: text\/html/);
    expect(all).toContain('token_hash=3Dabc_DEF-123'); // quoted-printable '=' of the link
    expect(lines.some((l) => l.level === 'error')).toBe(false);
  });

  it('logs a failed delivery instead of throwing', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:3515', mailFrom: 'x@y.fr', mailOutboxDir: '/nonexistent' },
      log,
    );
    await expect(mailer.send(passwordResetEmail('a@b.fr', 'A', link))).resolves.toBeUndefined();
    await mailer.close();
    expect(lines.some((l) => l.level === 'error')).toBe(true);
  });
});
