/**
 * The web app's build (packages/web/dist, or WEB_DIST): its files, and its index.html for every other path,
 * which the app routes itself. Files under `assets/` carry a hash of their content in their names, so browsers
 * may keep them for a year; everything else (index.html, the service worker, the manifest) must be asked for
 * again each time, or a new release would never reach a browser that has the old one. Text is sent gzipped to
 * browsers that accept it, compressed once per file and kept. The app's page names the files its path's first
 * screen needs (page-preloads.ts), so it differs by path and by the language asked for.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pagePreloads } from './page-preloads.js';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);
const FOREVER = 'public, max-age=31536000, immutable';
const ASK_AGAIN = 'no-cache';

interface WebFile {
  readonly type: string;
  readonly body: Buffer;
  readonly cacheControl: string;
  /** index.html for a path the app routes itself (its status may be 404: web-pages.ts). */
  readonly appPage: boolean;
  /** Present when the body is gzipped. */
  readonly encoding?: 'gzip';
  /** The request headers the body depends on, for the Vary header. */
  readonly vary: string;
}

/** What of the request a file depends on. */
interface Asked {
  readonly acceptEncoding: string | undefined;
  readonly acceptLanguage: string | undefined;
}

interface Compressed {
  readonly modified: number;
  readonly body: Buffer;
}

export interface WebFiles {
  /** The file for a GET of `urlPath`, or null: no build, a path outside it, or a missing hashed asset. */
  find(urlPath: string, asked: Asked): Promise<WebFile | null>;
}

export function webFiles(
  webDist: string,
  options: { readonly onError: (message: string) => void },
): WebFiles {
  const compressed = new Map<string, Compressed>();
  const preloads = pagePreloads(webDist, options.onError);

  /** `key`: the file, and for the app's page what its links were made for. */
  function gzipped(key: string, modified: number, body: Buffer): Buffer {
    const kept = compressed.get(key);
    if (kept?.modified === modified) return kept.body;
    const zipped = gzipSync(body);
    compressed.set(key, { modified, body: zipped });
    return zipped;
  }

  return {
    async find(urlPath, { acceptEncoding, acceptLanguage }) {
      const index = join(webDist, 'index.html');
      const indexModified = await modifiedAt(index);
      if (indexModified === null) return null;
      const relative = relativePath(urlPath);
      if (relative === null) return null;
      const path = join(webDist, relative);
      if (path !== webDist && !path.startsWith(webDist + sep)) return null; // no way out of the build folder
      const fileModified = relative === '' ? null : await modifiedAt(path);
      // A missing script or stylesheet answered with index.html would fail in the browser with a puzzling
      // message; a missing asset is a plain 404. Every other path is one of the app's own routes.
      if (fileModified === null && relative.startsWith('assets' + sep)) return null;
      const target = fileModified === null ? index : path;
      const modified = fileModified ?? indexModified;
      const extension = extname(target);
      const appPage = target === index;
      const read = await readFile(target);
      const { body, key } = appPage
        ? await preloads.page(read, urlPath, acceptLanguage)
        : { body: read, key: '' };
      const cacheControl = target.startsWith(join(webDist, 'assets') + sep) ? FOREVER : ASK_AGAIN;
      const type = TYPES[extension] ?? 'application/octet-stream';
      const vary = appPage ? 'accept-encoding, accept-language' : 'accept-encoding';
      if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(acceptEncoding ?? '') && body.length > 512) {
        const zipped = gzipped(`${target}\n${key}`, modified, body);
        return { type, body: zipped, cacheControl, appPage, encoding: 'gzip', vary };
      }
      return { type, body, cacheControl, appPage, vary };
    },
  };
}

function relativePath(urlPath: string): string | null {
  try {
    const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
    return normalize(decoded).replace(/^([/\\])+/, '');
  } catch {
    return null; // a malformed %-escape names no file
  }
}

async function modifiedAt(path: string): Promise<number | null> {
  try {
    const found = await stat(path);
    return found.isFile() ? found.mtimeMs : null;
  } catch {
    return null;
  }
}
