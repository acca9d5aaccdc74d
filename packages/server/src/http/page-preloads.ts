/**
 * The web app's page names, for the path it is served at, every file that path's first screen needs beyond the
 * entry (its page's scripts and styles, and its words in the language the browser asks for, with the fallback
 * language's that the app loads beside them): `<link rel="modulepreload">` and `<link rel="stylesheet">` in its
 * head, so that the browser asks for them all with the entry, in one round trip, instead of finding them a wave
 * at a time as each script runs. The build lists them in page-preloads.json (packages/web/build/page-preloads.ts);
 * a build without that file is served as it is.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { preferredLanguage } from '../preferred-language.js';

/** A built asset's path: nothing in it can leave an attribute's quotes. */
const ASSET = z.string().regex(/^\/assets\/[\w.-]+\.(js|css)$/, 'a built asset under /assets/');

const PRELOADS = z.object({
  routes: z.array(
    z.object({
      path: z.string(),
      scripts: z.array(ASSET),
      styles: z.array(ASSET),
      words: z.array(z.string()),
    }),
  ),
  words: z.record(z.string(), z.record(z.string(), ASSET)),
  fallbackLanguage: z.string(),
});

type Preloads = z.infer<typeof PRELOADS>;
type Route = Preloads['routes'][number];

/** The route whose path (`/game/:id`, `*`) matches `urlPath`, as the app's router would pick it. */
export function routeFor(routes: readonly Route[], urlPath: string): Route | null {
  const segments = (urlPath.split('?')[0] ?? '').split('/').filter(Boolean);
  const matches = (path: string) => {
    const parts = path.split('/').filter(Boolean);
    return (
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  };
  return (
    routes.find((route) => route.path !== '*' && matches(route.path)) ??
    routes.find((route) => route.path === '*') ??
    null
  );
}

/** The links for a page: its route's files, and its words in the asked-for language and the fallback. */
export function preloadLinks(
  preloads: Preloads,
  urlPath: string,
  acceptLanguage: string | undefined,
): string {
  const route = routeFor(preloads.routes, urlPath);
  if (route === null) return '';
  const spoken = Object.keys(preloads.words);
  const language = preferredLanguage(acceptLanguage, spoken) ?? preloads.fallbackLanguage;
  const wordFiles = [...new Set([language, preloads.fallbackLanguage])].flatMap((each) =>
    route.words.flatMap((namespace) => preloads.words[each]?.[namespace] ?? []),
  );
  return [
    ...route.styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
    ...[...route.scripts, ...wordFiles].map(
      (file) => `<link rel="modulepreload" crossorigin href="${file}">`,
    ),
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
