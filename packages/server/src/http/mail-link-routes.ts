/**
 * The links in mails, which work without a login: `GET /api/mail/confirm` confirms an address;
 * `/api/mail/unsubscribe` is RFC 8058's one-click unsubscribe (a mail program POSTs `List-Unsubscribe=One-Click`
 * to it) and, opened in a browser (GET), a page with one button that POSTs the same: a GET alone unsubscribes
 * no one, since mail scanners open links. Plain pages in the address's language, outside the web app.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { textsOf } from '../notifications/messages.js';
import { confirmMailAddress, unsubscribe, unsubscribeLanguage } from '../notifications/mail-addresses.js';

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
      const language = token === null ? null : await confirmMailAddress(db, token);
      const texts = textsOf(language ?? 'en');
      return page(
        reply,
        language === null ? 404 : 200,
        language ?? 'en',
        texts.confirmed,
        language === null ? texts.unknownLink : null,
      );
    });

    scope.get('/api/mail/unsubscribe', async (request, reply) => {
      const token = tokenOf(request.query);
      const language = token === null ? null : await unsubscribeLanguage(db, token);
      const texts = textsOf(language ?? 'en');
      if (language === null || token === null) return page(reply, 404, 'en', texts.unknownLink, null);
      const form = `<form method="post" action="/api/mail/unsubscribe?token=${token}"><button type="submit">${texts.unsubscribeButton}</button></form>`;
      return page(reply, 200, language, texts.unsubscribeQuestion, null, form);
    });

    scope.post('/api/mail/unsubscribe', async (request, reply) => {
      const token = tokenOf(request.query);
      const language = token === null ? null : await unsubscribe(db, token);
      const texts = textsOf(language ?? 'en');
      // A token already used answers as done: the address gets no mail either way.
      return page(reply, 200, language ?? 'en', texts.unsubscribed, null);
    });
    done();
  });
}

function page(
  reply: FastifyReply,
  status: number,
  language: string,
  heading: string,
  failure: string | null,
  extra = '',
): FastifyReply {
  const text = failure ?? heading;
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Katz und Maus</title></head>` +
        `<body><h1>Katz und Maus</h1><p>${text}</p>${extra}<p><a href="/">Katz und Maus</a></p></body></html>\n`,
    );
}
