/**
 * The app's page names what its path's first screen needs (page-preloads.json, written by the web build): the
 * route as the app's router picks it, the words in the language the browser asks for and the fallback's, the
 * page's data with the path's segments in it, and nothing from a list the build did not write as it should.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadLinks, routeFor } from '../src/http/page-preloads.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const route = (path: string, scripts: string[], words: string[] = [], data: string[] = []) => ({
  path,
  scripts,
  styles: [],
  words,
  data,
});

const PRELOADS = {
  routes: [
    route('/', ['/assets/HomePage-a.js', '/assets/client-b.js'], ['pages']),
    route('/game/:id', ['/assets/GamePage-c.js'], ['pages'], ['/api/games/:id']),
    route('/players/:name', ['/assets/ProfilePage-g.js'], [], ['/api/players/:name', '/api/ratings?limit=5']),
    route('/rules', ['/assets/RulesPage-d.js'], ['rules']),
    { ...route('*', ['/assets/NotFoundPage-e.js']), styles: ['/assets/gone-f.css'] },
  ],
  words: {
    de: { pages: '/assets/pages-de.js', rules: '/assets/rules-de.js' },
    nl: { pages: '/assets/pages-nl.js', rules: '/assets/rules-nl.js' },
    en: { pages: '/assets/pages-en.js', rules: '/assets/rules-en.js' },
  },
  fallbackLanguage: 'en',
};

const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('the files a page names', () => {
  it('finds the route as the router would: a parameter is one segment, anything else is the catch-all', () => {
    const pathOf = (urlPath: string) => routeFor(PRELOADS.routes, urlPath)?.route.path;
    expect(pathOf('/game/abc123')).toBe('/game/:id');
    expect(routeFor(PRELOADS.routes, '/game/abc123?step=2')?.params.get('id')).toBe('abc123');
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/game')).toBe('*');
    expect(pathOf('/game/abc/more')).toBe('*');
    expect(routeFor(PRELOADS.routes.slice(0, 2), '/nothing')).toBeNull();
  });

  it('asks for the page’s data with its path’s segments in it, unless a segment is not plain', () => {
    expect(preloadLinks(PRELOADS, '/game/Ab_1-x', 'en')).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/games/Ab_1-x">',
    );
    expect(hrefs(preloadLinks(PRELOADS, '/players/anna', 'en'))).toEqual([
      '/assets/ProfilePage-g.js',
      '/api/players/anna',
      '/api/ratings?limit=5',
    ]);
    // Not plain: the page's own call says what is wrong; the preload leaves it out.
    expect(hrefs(preloadLinks(PRELOADS, '/players/%22%3E', 'en'))).toEqual([
      '/assets/ProfilePage-g.js',
      '/api/ratings?limit=5',
    ]);
  });

  it('names the words in the language asked for first among those spoken, and the fallback language’s', () => {
    expect(hrefs(preloadLinks(PRELOADS, '/game/x', 'fr-FR, nl;q=0.9, de;q=0.8'))).toEqual([
      '/assets/GamePage-c.js',
      '/assets/pages-nl.js',
      '/assets/pages-en.js',
      '/api/games/x',
    ]);
    expect(hrefs(preloadLinks(PRELOADS, '/rules', 'en-GB'))).toEqual([
      '/assets/RulesPage-d.js',
      '/assets/rules-en.js',
    ]);
    expect(hrefs(preloadLinks(PRELOADS, '/', undefined))).toEqual([
      '/assets/HomePage-a.js',
      '/assets/client-b.js',
      '/assets/pages-en.js',
    ]);
    const missing = preloadLinks(PRELOADS, '/no/such/page', 'de');
    expect(missing).toContain('<link rel="stylesheet" crossorigin href="/assets/gone-f.css">');
    expect(missing).toContain('<link rel="modulepreload" crossorigin href="/assets/NotFoundPage-e.js">');
  });
});

describe('serving the page with its files named', () => {
  const folder = mkdtempSync(join(tmpdir(), 'katz-preloads-'));
  const dist = join(folder, 'dist');
  let server: TestServer;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    // Longer than the 512 bytes from which a page is sent gzipped.
    const filler = `<meta name="description" content="${'a card game '.repeat(60)}">`;
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><head><title>web app</title>${filler}</head><body></body>`,
    );
    writeFileSync(join(dist, 'page-preloads.json'), JSON.stringify(PRELOADS));
    server = await startTestServer('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('puts the links in the head, for the path and the language, gzipped or not, and says what it varies by', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const page = await fetch(`${server.url}/game/abc`, {
        headers: { 'accept-language': 'de-DE,de;q=0.9', 'accept-encoding': encoding },
      });
      expect(page.headers.get('vary')).toBe('accept-encoding, accept-language');
      const html = await page.text();
      expect(html).toContain('web app');
      expect(hrefs(html)).toEqual([
        '/assets/GamePage-c.js',
        '/assets/pages-de.js',
        '/assets/pages-en.js',
        '/api/games/abc',
      ]);
      expect(html.indexOf('/assets/GamePage-c.js')).toBeLessThan(html.indexOf('</head>'));
    }
    const home = await (await fetch(`${server.url}/`, { headers: { 'accept-language': 'nl' } })).text();
    expect(hrefs(home)).toEqual([
      '/assets/HomePage-a.js',
      '/assets/client-b.js',
      '/assets/pages-nl.js',
      '/assets/pages-en.js',
    ]);
  });

  it('names nothing from a list that is not the build’s: a path that would leave its attribute, or no JSON', async () => {
    const forged = { ...PRELOADS, routes: [route('*', ['/assets/x.js"><script>alert(1)</script>'])] };
    writeFileSync(join(dist, 'page-preloads.json'), JSON.stringify(forged));
    const page = await (await fetch(`${server.url}/rules`)).text();
    expect(page).toContain('web app');
    expect(page).not.toContain('<link');
    expect(page).not.toContain('<script');
    writeFileSync(join(dist, 'page-preloads.json'), '{ not json');
    const again = await (await fetch(`${server.url}/rules?again`)).text();
    expect(again).toContain('web app');
    expect(again).not.toContain('<link');
  });
});
