import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_MAIL_FROM } from '../config.ts';
import { smtpTransport, type MailTransport } from '../modules/mail/transport.ts';

export type TestMailServer = {
  /** Hands the test app's messages to this server (usable before it has started: it delegates). */
  transport: MailTransport;
  /** Every message received so far, parsed. */
  received: ParsedMail[];
  /** The next message to arrive for this address (one already received and not yet taken counts). */
  nextFor: (address: string) => Promise<ParsedMail>;
  /** From now on refuse every message with this SMTP code (a 4xx: try later; a 5xx: for good), or accept again (null). */
  refuseWith: (code: number | null) => void;
  /** From now on take each message's data and never answer it (a server that hangs mid-delivery), or answer again (false). */
  hang: (on: boolean) => void;
  /** Settles once a message has reached the server and is being held there. */
  nextHeld: () => Promise<void>;
  /** The server's smtp:// address, once it has started. */
  url: () => string;
};

/** A real SMTP server (the smtp-server package) on a free port of 127.0.0.1 for the file's tests. */
export function useTestMailServer(): TestMailServer {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiting: { address: string; resolve: (mail: ParsedMail) => void }[] = [];
  let refusal: number | null = null;
  let hanging = false;
  const held: (() => void)[] = [];
  const heldWaiters: (() => void)[] = [];
  let url = '';
  let inner: MailTransport | null = null;
  let server: SMTPServer | null = null;

  const addressed = (mail: ParsedMail, address: string) =>
    [mail.to].flat().some((to) => to?.value.some((value) => value.address?.toLowerCase() === address.toLowerCase()));

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        if (hanging) {
          stream.resume();
          stream.on('end', () => {
            held.push(() => callback(Object.assign(new Error('Closing'), { responseCode: 421 })));
            heldWaiters.splice(0).forEach((resolve) => resolve());
          });
          return;
        }
        if (refusal !== null) {
          stream.resume();
          const error = Object.assign(new Error(refusal >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: refusal });
          stream.on('end', () => callback(error));
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            const index = waiting.findIndex((waiter) => addressed(mail, waiter.address));
            if (index >= 0) {
              taken.add(mail);
              waiting.splice(index, 1)[0]!.resolve(mail);
            }
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    url = `smtp://127.0.0.1:${port}`;
    inner = smtpTransport({ smtpUrl: url, from: DEFAULT_MAIL_FROM, appUrl: 'http://localhost:3000' });
  });

  afterAll(async () => {
    held.splice(0).forEach((release) => release());
    inner?.close?.();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  return {
    transport: { name: 'test smtp', send: (message) => inner!.send(message) },
    received,
    nextFor: (address) => {
      const ready = received.find((mail) => !taken.has(mail) && addressed(mail, address));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push({ address, resolve }));
    },
    refuseWith: (code) => {
      refusal = code;
    },
    hang: (on) => {
      hanging = on;
    },
    nextHeld: () => new Promise((resolve) => heldWaiters.push(resolve)),
    url: () => url,
  };
}
