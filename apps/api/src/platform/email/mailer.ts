import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/email.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends the product's emails. Passed into buildApp, so tests can use a real SMTP peer. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** smtp://user:pass@host:port or smtps://...; without it, mail goes to the outbox table and the log. */
  smtpUrl?: string | undefined;
  from: string;
}

/**
 * Sends over SMTP when configured; otherwise keeps the message in the outbox
 * table and writes it to the server log. Either way the envelope is recorded.
 */
export function createMailer({ db, log, smtpUrl, from }: MailerOptions): Mailer {
  // nodemailer is loaded only where there is an SMTP server to talk to (decision 0053).
  const smtp = smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
    : null;
  smtp?.catch(() => undefined);
  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(message) {
      if (smtp) {
        await (await smtp).sendMail({ from, ...message });
      } else {
        log.info(
          { to: message.to, subject: message.subject, text: message.text },
          'email kept in the outbox (no SMTP_URL)',
        );
      }
      // A delivered message's body (one-time links) is not kept; the outbox's own mail is the only copy.
      await db.insert(emailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: smtp ? null : message.text,
        html: smtp ? null : (message.html ?? null),
        transport: smtp ? 'smtp' : 'outbox',
      });
    },
    close() {
      void smtp?.then(
        (transport) => transport.close(),
        () => undefined,
      );
    },
  };
}

/** `mailer`, telling `onSent` of each message once it is sent (tests read the links users are sent). */
export function observedMailer(mailer: Mailer, onSent: (message: MailMessage) => void): Mailer {
  return {
    transport: mailer.transport,
    async send(message) {
      await mailer.send(message);
      onSent(message);
    },
    close: () => mailer.close(),
  };
}
