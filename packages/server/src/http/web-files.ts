/**
 * The web app's build (packages/web/dist, or WEB_DIST): its files, and its index.html for every other path,
 * which the app routes itself. Files under `assets/` carry a hash of their content in their names, so browsers
 * may keep them for a year; everything else (index.html, the service worker, the manifest) must be asked for
 * again each time, or a new release would never reach a browser that has the old one. Text is sent gzipped to
 * browsers that accept it, compressed once per file and kept.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

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
}

interface Compressed {
  readonly modified: number;
  readonly body: Buffer;
}

export interface WebFiles {
  /** The file for a GET of `urlPath`, or null: no build, a path outside it, or a missing hashed asset. */
  find(urlPath: string, acceptEncoding: string | undefined): Promise<WebFile | null>;
}

export function webFiles(webDist: string): WebFiles {
  const compressed = new Map<string, Compressed>();

  function gzipped(path: string, modified: number, body: Buffer): Buffer {
    const kept = compressed.get(path);
    if (kept?.modified === modified) return kept.body;
    const zipped = gzipSync(body);
    compressed.set(path, { modified, body: zipped });
    return zipped;
  }

  return {
    async find(urlPath, acceptEncoding) {
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
      const body = await readFile(target);
      const cacheControl = target.startsWith(join(webDist, 'assets') + sep) ? FOREVER : ASK_AGAIN;
      const type = TYPES[extension] ?? 'application/octet-stream';
      const appPage = target === index;
      if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(acceptEncoding ?? '') && body.length > 512) {
        return { type, body: gzipped(target, modified, body), cacheControl, appPage, encoding: 'gzip' };
      }
      return { type, body, cacheControl, appPage };
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
