import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port (smtp-server, nodemailer's own), for the tests of the outbox worker: it
 * keeps what it accepts, and refuses recipients with a temporary error (451) while `refusing` is set, as a relay
 * that is down or over quota does.
 */
export async function startSmtpCatcher(): Promise<{ url: string; mails: CaughtMail[]; refusing: boolean; close(): Promise<void> }> {
  const catcher = {
    url: '',
    mails: [] as CaughtMail[],
    refusing: false,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (catcher.refusing) return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        catcher.mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  catcher.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  catcher.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return catcher;
}
