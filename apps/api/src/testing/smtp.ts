import { SMTPServer } from 'smtp-server';
import { SIGN_UP_LINK_SUBJECT } from '../features/accounts/sign-up/sign-up.emails.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The text body, quoted-printable soft breaks undone. */
  text: string;
}

export interface TestSmtp {
  url: string;
  /**
   * What it received, but the sign-up links every test user is sent on the way
   * (decision 0066; the factories read those as the app sent them): tests of
   * other emails see only theirs. The sign-up links are in `signUpLinks`.
   */
  messages: ReceivedMail[];
  signUpLinks: ReceivedMail[];
  /** Resolves with the first message to `address` (waiting for it to arrive). */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests that follow emailed links. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const signUpLinks: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
        const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
        const text = body
          .join('\n\n')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        const mail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, subject, text };
        (subject === SIGN_UP_LINK_SUBJECT ? signUpLinks : messages).push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    signUpLinks,
    async waitFor(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no email to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
