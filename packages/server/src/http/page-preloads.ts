/**
 * The web app's page names, for the path it is served at, everything that path's first screen needs beyond the
 * entry (its page's scripts and styles, its words in the language the browser asks for, with the fallback
 * language's that the app loads beside them, and the API's answers it shows first): `<link rel="modulepreload">`,
 * `<link rel="stylesheet">` and `<link rel="preload" as="fetch">` in its head, so that the browser asks for them
 * all with the entry, in one round trip, instead of finding them a wave at a time as each script runs. The build lists them in page-preloads.json (packages/web/build/page-preloads.ts);
 * a build without that file is served as it is.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { preferredLanguage } from '../preferred-language.js';

/** A built asset's path: nothing in it can leave an attribute's quotes. */
const ASSET = z.string().regex(/^\/assets\/[\w.-]+\.(js|css)$/, 'a built asset under /assets/');
/** An API call of the page, `:name` standing for its path's segment: plain characters only, as ASSET. */
const DATA = z.string().regex(/^\/api\/[\w/:.-]+(\?[\w=&.-]+)?$/, 'an API path');
/** A segment of the page's path that may stand in an API path: an id's or a user name's characters. */
const PLAIN_SEGMENT = /^[\w-]{1,64}$/;

const PRELOADS = z.object({
  routes: z.array(
    z.object({
      path: z.string(),
      scripts: z.array(ASSET),
      styles: z.array(ASSET),
      words: z.array(z.string()),
      data: z.array(DATA).default([]),
    }),
  ),
  words: z.record(z.string(), z.record(z.string(), ASSET)),
  fallbackLanguage: z.string(),
});

type Preloads = z.infer<typeof PRELOADS>;
type Route = Preloads['routes'][number];

/** The route whose path (`/game/:id`, `*`) matches `urlPath`, as the app's router would pick it, with its segments. */
export function routeFor(
  routes: readonly Route[],
  urlPath: string,
): { readonly route: Route; readonly params: ReadonlyMap<string, string> } | null {
  const segments = (urlPath.split('?')[0] ?? '').split('/').filter(Boolean);
  const match = (route: Route) => {
    const parts = route.path.split('/').filter(Boolean);
    if (route.path === '*') return { route, params: new Map<string, string>() };
    if (parts.length !== segments.length) return null;
    const params = new Map<string, string>();
    for (const [index, part] of parts.entries()) {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) params.set(part.slice(1), segment);
      else if (part !== segment) return null;
    }
    return { route, params };
  };
  const exact = routes.filter((route) => route.path !== '*');
  const catchAll = routes.filter((route) => route.path === '*');
  for (const route of [...exact, ...catchAll]) {
    const found = match(route);
    if (found) return found;
  }
  return null;
}

/** An API path with the page's segments in it; null when one is not plain (the page's own call says what is wrong). */
function filled(path: string, params: ReadonlyMap<string, string>): string | null {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  if (!names.every((name) => PLAIN_SEGMENT.test(params.get(name) ?? ''))) return null;
  return path.replace(/:(\w+)/g, (_whole, name: string) => params.get(name) ?? '');
}

/** The links for a page: its route's files, its words in the asked-for language and the fallback, its data. */
export function preloadLinks(
  preloads: Preloads,
  urlPath: string,
  acceptLanguage: string | undefined,
): string {
  const found = routeFor(preloads.routes, urlPath);
  if (found === null) return '';
  const { route, params } = found;
  const spoken = Object.keys(preloads.words);
  const language = preferredLanguage(acceptLanguage, spoken) ?? preloads.fallbackLanguage;
  const wordFiles = [...new Set([language, preloads.fallbackLanguage])].flatMap((each) =>
    route.words.flatMap((namespace) => preloads.words[each]?.[namespace] ?? []),
  );
  const data = route.data.flatMap((path) => filled(path, params) ?? []);
  return [
    ...route.styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
    ...[...route.scripts, ...wordFiles].map(
      (file) => `<link rel="modulepreload" crossorigin href="${file}">`,
    ),
    // The app's fetch is same-origin with the session's cookie: `crossorigin` makes the preload the same request.
    ...data.map((path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`),
  ].join('');
}

export interface PagePreloads {
  /** The app's page with the links for `urlPath` in its head; `key` names what the links depend on. */
  page(
    index: Buffer,
    urlPath: string,
    acceptLanguage: string | undefined,
  ): Promise<{ body: Buffer; key: string }>;
}

export function pagePreloads(webDist: string, onError: (message: string) => void): PagePreloads {
  const file = join(webDist, 'page-preloads.json');
  let kept: { readonly modified: number; readonly preloads: Preloads | null } | null = null;

  async function current(): Promise<Preloads | null> {
    const modified = await stat(file).then(
      (found) => found.mtimeMs,
      () => null,
    );
    if (modified === null) return null;
    if (kept?.modified === modified) return kept.preloads;
    const read = PRELOADS.safeParse(parsedJson(await readFile(file, 'utf8')));
    // A file the build did not write as it should is reported once, and the pages are served without links.
    if (!read.success) onError(`${file} is not the build's list of preloads: ${read.error.message}`);
    kept = { modified, preloads: read.success ? read.data : null };
    return kept.preloads;
  }

  return {
    async page(index, urlPath, acceptLanguage) {
      const preloads = await current();
      const links = preloads === null ? '' : preloadLinks(preloads, urlPath, acceptLanguage);
      if (links === '') return { body: index, key: '' };
      const html = index.toString('utf8');
      const at = html.indexOf('</head>');
      if (at < 0) return { body: index, key: '' };
      return { body: Buffer.from(html.slice(0, at) + links + html.slice(at)), key: links };
    },
  };
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // not JSON: the schema names the mismatch
  }
}
