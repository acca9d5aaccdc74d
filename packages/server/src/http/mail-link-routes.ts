/**
 * The links in mails, which work without a login. Opened in a browser (GET), each shows a page with one button
 * that POSTs the same link, and only the POST acts, since mail scanners open links: `/api/mail/confirm` confirms
 * an address, `/api/mail/unsubscribe` stops mails to it (also RFC 8058's one-click unsubscribe: a mail program
 * POSTs `List-Unsubscribe=One-Click` to it). A link whose token is unknown or used says so, with 404. Plain pages
 * in the address's language, outside the web app.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { textsOf } from '../notifications/messages.js';
import {
  confirmationLanguage,
  confirmMailAddress,
  unsubscribe,
  unsubscribeLanguage,
} from '../notifications/mail-addresses.js';

const TOKEN_QUERY = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export async function mailLinkRoutes(app: FastifyInstance, db: Database): Promise<void> {
  await app.register((scope, _options, done) => {
    // A one-click POST comes as a form (RFC 8058): its body says nothing the token does not.
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => {
      done(null, null);
    });
    const tokenOf = (query: unknown): string | null => {
      const parsed = TOKEN_QUERY.safeParse(query);
      return parsed.success ? parsed.data.token : null;
    };

    scope.get('/api/mail/confirm', async (request, reply) => {
      const token = tokenOf(request.query);
      const language = token === null ? null : await confirmationLanguage(db, token);
      if (language === null || token === null) return page(reply, 404, 'en', textsOf('en').unknownLink);
      const texts = textsOf(language);
      return page(reply, 200, language, texts.confirmQuestion, button('confirm', token, texts.confirmButton));
    });

    scope.post('/api/mail/confirm', async (request, reply) => {
      const token = tokenOf(request.query);
      const language = token === null ? null : await confirmMailAddress(db, token);
      if (language === null) return page(reply, 404, 'en', textsOf('en').unknownLink);
      return page(reply, 200, language, textsOf(language).confirmed);
    });

    scope.get('/api/mail/unsubscribe', async (request, reply) => {
      const token = tokenOf(request.query);
      const language = token === null ? null : await unsubscribeLanguage(db, token);
      if (language === null || token === null) return page(reply, 404, 'en', textsOf('en').unknownLink);
      const texts = textsOf(language);
      return page(
        reply,
        200,
        language,
        texts.unsubscribeQuestion,
        button('unsubscribe', token, texts.unsubscribeButton),
      );
    });

    scope.post('/api/mail/unsubscribe', async (request, reply) => {
      const token = tokenOf(request.query);
      const language = token === null ? null : await unsubscribe(db, token);
      if (language === null) return page(reply, 404, 'en', textsOf('en').unknownLink);
      return page(reply, 200, language, textsOf(language).unsubscribed);
    });
    done();
  });
}

/** The form of a page's one button, which POSTs the link it was opened by. */
const button = (action: 'confirm' | 'unsubscribe', token: string, label: string): string =>
  `<form method="post" action="/api/mail/${action}?token=${token}"><button type="submit">${label}</button></form>`;

function page(reply: FastifyReply, status: number, language: string, text: string, extra = ''): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Katz und Maus</title></head>` +
        `<body><h1>Katz und Maus</h1><p>${text}</p>${extra}<p><a href="/">Katz und Maus</a></p></body></html>\n`,
    );
}
