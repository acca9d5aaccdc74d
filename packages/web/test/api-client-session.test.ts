/**
 * The app's API client and the session it calls with, against a real server: a browser that has had a session
 * (its mark, session-mark.ts) calls with its cookie at once, one whose cookie is gone gets a new guest and its
 * call answered, and a browser that never had one makes the guest first. Every request is counted as it leaves.
 */
import { ENDPOINTS } from '@katz/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@katz/server/testing';
import {
  createApiClient,
  type ApiClient,
  type Fetch,
  type SessionMark,
} from '../src/connection/api-client.js';

interface Browser {
  readonly api: ApiClient;
  /** Every request sent, as `METHOD /path`. */
  readonly sent: string[];
  readonly mark: SessionMark & { has: boolean };
}

/** One browser: a cookie jar, its session mark, and the app's client over both. */
function browserAt(
  base: string,
  options: { cookie?: string | null; had: boolean },
): Browser & { cookie: () => string | null } {
  let cookie = options.cookie ?? null;
  const sent: string[] = [];
  const fetchWithJar: Fetch = async (url, init) => {
    sent.push(`${init.method} ${new URL(url).pathname}`);
    const response = await fetch(url, {
      method: init.method,
      headers: { ...init.headers, ...(cookie === null ? {} : { cookie }) },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? null;
    return response;
  };
  const mark = {
    has: options.had,
    had() {
      return this.has;
    },
    mark(has: boolean) {
      this.has = has;
    },
  };
  const api = createApiClient({ base, fetch: fetchWithJar, sessionMark: mark });
  return { api, sent, mark, cookie: () => cookie };
}

const START = `POST ${ENDPOINTS.startSession.path}`;
const LIST = `GET ${ENDPOINTS.listGames.path}`;

describe('the API client’s session', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  it('is made first by a browser that never had one', async () => {
    const browser = browserAt(server.url, { had: false });
    const listed = await browser.api.call(ENDPOINTS.listGames, {});
    expect(listed.ok).toBe(true);
    expect(browser.sent).toEqual([START, LIST]);
    expect(browser.mark.has).toBe(true);
  });

  it('is not asked for by a browser that has one: its first call goes with the cookie at once', async () => {
    const first = browserAt(server.url, { had: false });
    const started = await first.api.session();
    expect(started.ok).toBe(true);
    const again = browserAt(server.url, { cookie: first.cookie(), had: true });
    const listed = await again.api.call(ENDPOINTS.listGames, {});
    expect(listed.ok).toBe(true);
    expect(again.sent).toEqual([LIST]);
    // Still the same player, not a new guest.
    const player = await again.api.current();
    expect(player.ok && player.value?.id).toBe(started.ok && started.value.id);
  });

  it('is made anew when the one the browser believes it has is gone, and the call is answered', async () => {
    const browser = browserAt(server.url, { cookie: 'katz_session=gone', had: true });
    const listed = await browser.api.call(ENDPOINTS.listGames, {});
    expect(listed.ok).toBe(true);
    expect(browser.sent).toEqual([LIST, START, LIST]);
    expect(browser.mark.has).toBe(true);
  });
});
