import nodemailer from 'nodemailer';
import type { MailConfig } from '#server/config.ts';
import type { mailOutbox } from '#server/db/schema.ts';

type OutboxRow = typeof mailOutbox.$inferSelect;

/** A refusal the mail server means for good (a 5xx answer): the message is not tried again. */
export class PermanentMailError extends Error {}

/** Hands one message from the outbox to its way out; throws when it could not. */
export type MailTransport = { name: string; send: (message: OutboxRow) => Promise<void>; close?: () => void };

/** The first link of a message, for the one log line development and `SMTP_URL=log` write. */
export function firstLink(text: string): string | null {
  return /https?:\/\/\S+/.exec(text)?.[0] ?? null;
}

/** Messages written to the log, one line each with its link: development's, and production's on purpose. */
function logTransport(log: (line: string) => void): MailTransport {
  return {
    name: 'log',
    send: async (message) => {
      const link = firstLink(message.textBody);
      log(`mail to ${message.toAddress}: "${message.subject}"${link ? ` ${link}` : ''}`);
    },
  };
}

/** An SMTP server through nodemailer; a 5xx answer is permanent, anything else is tried again later. */
export function smtpTransport(mail: MailConfig & { smtpUrl: string }): MailTransport {
  const transporter = nodemailer.createTransport(mail.smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never);
  return {
    name: 'smtp',
    send: async (message) => {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          messageId: message.messageId,
          headers: message.headers,
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500) throw new PermanentMailError(`${code}: ${(error as Error).message}`);
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * Where this process sends mail: SMTP_URL's server, the log when it is `log`, and when it is unset
 * the log in development (the messages also wait at /dev/mailbox) and nowhere in tests (the outbox
 * keeps them for the test to read). Production without SMTP_URL does not start (config.ts).
 */
export function transportFor(env: 'development' | 'production' | 'test', mail: MailConfig, log: (line: string) => void): MailTransport | null {
  if (mail.smtpUrl === 'log') return logTransport(log);
  if (mail.smtpUrl) return smtpTransport({ ...mail, smtpUrl: mail.smtpUrl });
  return env === 'development' ? logTransport(log) : null;
}
