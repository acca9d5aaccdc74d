/**
 * A real SMTP server in the test's process (smtp-server), which keeps every mail it receives, parsed
 * (mailparser), so that a test reads what a player would find in their mailbox.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Arrivals } from './arrivals.js';

export interface MailReceiver {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  readonly url: string;
  readonly mails: ParsedMail[];
  /** Resolves with the first mail (received so far or later) that `check` accepts. */
  next(check: (mail: ParsedMail) => boolean): Promise<ParsedMail>;
  /** Resolves once `count` of those received (so far or later) pass `check`. */
  atLeast(count: number, check: (item: ParsedMail) => boolean): Promise<void>;
  /** Refuses the next `count` mails with a temporary failure (451), as a busy server would. */
  refuseNext(count: number): void;
  /** From now on each mail waits, unanswered, until `letGo`: a slow server, slower than any test. */
  hold(): void;
  /** Resolves once `count` mails wait unanswered. */
  holding(count: number): Promise<void>;
  /** Takes the mails waiting, and every later one at once. */
  letGo(): void;
  close(): Promise<void>;
}

export async function startMailReceiver(): Promise<MailReceiver> {
  const mails = new Arrivals<ParsedMail>();
  let refusals = 0;
  let held: (() => void)[] | null = null;
  const waiting = new Arrivals<true>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then(async (mail) => {
          const hold = held;
          if (hold !== null) {
            waiting.add(true);
            await new Promise<void>((resolve) => hold.push(resolve));
          }
          if (refusals > 0) {
            refusals -= 1;
            const busy = Object.assign(new Error('busy, try again later'), { responseCode: 451 });
            done(busy);
            return;
          }
          done();
          mails.add(mail);
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    mails: mails.items,
    next: (check) => mails.next(check),
    atLeast: (count, check) => mails.atLeast(count, check),
    refuseNext: (count) => {
      refusals = count;
    },
    hold: () => {
      held ??= [];
    },
    holding: (count) => waiting.atLeast(count, () => true),
    letGo: () => {
      const answers = held ?? [];
      held = null;
      for (const answer of answers) answer();
    },
    close: () =>
      new Promise((resolve) => {
        const answers = held ?? [];
        held = null;
        for (const answer of answers) answer();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The mail's first link that starts with `start`. */
export function linkIn(mail: ParsedMail, start: string): string {
  const found = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(start));
  if (found === undefined) throw new Error(`no link starting with ${start} in:\n${mail.text ?? ''}`);
  return found;
}

/**
 * The site's address in the links of the tests' mails (PUBLIC_URL, which the server requires with SMTP_URL): a
 * test server listens on a port of its own, so a test follows a link on that server (`onServer`).
 */
export const MAIL_SITE = 'https://katz.example.org';

/** The same path and query on the test's server. */
export const onServer = (link: string, serverUrl: string): string => {
  const { pathname, search } = new URL(link);
  return new URL(`${pathname}${search}`, serverUrl).toString();
};

/**
 * Follows a link of a mail as a player does, on the test's server: the page it opens (which acts on nothing,
 * since mail scanners open links too), then its one button, which POSTs the link. Returns both statuses.
 */
export async function followLink(
  link: string,
  serverUrl: string,
): Promise<{ opened: number; pressed: number }> {
  const local = onServer(link, serverUrl);
  const page = await fetch(local);
  const form = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1];
  if (form === undefined) return { opened: page.status, pressed: 0 };
  const pressed = await fetch(new URL(form, local), { method: 'POST' });
  return { opened: page.status, pressed: pressed.status };
}
