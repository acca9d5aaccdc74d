/**
 * Mail through the operator's SMTP server (SMTP_URL), by nodemailer. Each "your move" mail carries the one-click
 * unsubscribe of RFC 8058: a `List-Unsubscribe` link that a POST to unsubscribes (no login), and the
 * `List-Unsubscribe-Post` header that tells mail programs so. (Mail programs trust it only in mails signed with
 * DKIM, which the operator's SMTP server adds.)
 */
import nodemailer from 'nodemailer';
import type { Mail } from './compose.js';

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A minute at most for each step: a hanging SMTP server must not outlast the outbox's claim (outbox-store.ts).
    connectionTimeout: 60_000,
    greetingTimeout: 60_000,
    socketTimeout: 60_000,
  });
  return {
    send: async (mail) => {
      const unsubscribe = mail.unsubscribeUrl;
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(unsubscribe === null
          ? {}
          : {
              headers: {
                'List-Unsubscribe': `<${unsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }),
      });
    },
    close: () => {
      transport.close();
    },
  };
}
