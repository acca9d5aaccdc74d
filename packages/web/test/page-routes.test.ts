/**
 * The route table's data (src/routes/page-routes.ts), which the server asks the browser to fetch with a page, are
 * calls of the API's contract that need no session: a preload never makes a guest, and names a real endpoint.
 * Whether each is the very call its page makes is the first-screen browser test's (a preload the page does not
 * take shows up as one request too many).
 */
import { ENDPOINTS } from '@katz/protocol';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../src/routes/page-routes.js';

/** The endpoint a data path calls: `/api/games/:id` is `GET /api/games/{id}`. */
function endpointOf(path: string) {
  const [pathname = ''] = path.split('?');
  const pattern = pathname.replace(/:(\w+)/g, '{$1}');
  return Object.values(ENDPOINTS).find((endpoint) => endpoint.method === 'GET' && endpoint.path === pattern);
}

describe('the data a page is sent with', () => {
  const data = PAGE_ROUTES.flatMap((route) =>
    ('data' in route ? route.data : []).map((path) => ({ route: route.path, path })),
  );

  it('is there for the pages a link leads to', () => {
    expect(new Set(data.map((entry) => entry.route))).toEqual(
      new Set([
        '/',
        '/game/:id',
        '/invite/:id',
        '/replay/:id',
        '/replay/:id/learn',
        '/players/:name',
        '/leaderboard',
        '/tournaments',
        '/tournaments/:id',
      ]),
    );
  });

  it.each(data)('$route: $path is a GET of the API that needs no session', ({ route, path }) => {
    const endpoint = endpointOf(path);
    expect(endpoint, `${path} names no GET endpoint`).toBeDefined();
    expect(endpoint?.session).toBe(false);
    // Each segment it fills in comes from the page's own path.
    for (const [, name] of path.matchAll(/:(\w+)/g)) expect(route).toContain(`:${name ?? ''}`);
  });
});
