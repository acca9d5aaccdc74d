/**
 * Writes page-preloads.json beside the build: for each path of the route table (src/routes/page-routes.ts), the
 * scripts and styles its page needs beyond those index.html loads already (its chunk and every chunk that chunk
 * imports, with their CSS), the namespaces of words it needs, whose files are listed per language, and the API's
 * answers it shows first (`data`). The server names them in the page it serves for that path
 * (packages/server/src/http/page-preloads.ts), so that the browser asks for all of them with the entry, in one
 * round trip, instead of finding them one wave after another as each script runs.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PAGE_ROUTES, SHELL_WORDS, type PageWords } from '../src/routes/page-routes.js';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@katz/protocol';

/** The file's shape, read by the server. */
interface PagePreloads {
  readonly routes: readonly {
    readonly path: string;
    readonly scripts: readonly string[];
    readonly styles: readonly string[];
    readonly words: readonly PageWords[];
    readonly data: readonly string[];
  }[];
  /** Every namespace's file in every language, by language and namespace. */
  readonly words: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Whose words are loaded besides the page's own language (i18next's fallback). */
  readonly fallbackLanguage: string;
}

const chunksOf = (bundle: Rollup.OutputBundle): Rollup.OutputChunk[] =>
  Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');

/** A chunk's file and every file it imports, to the end, with their CSS. */
function closure(
  start: Rollup.OutputChunk,
  byFile: ReadonlyMap<string, Rollup.OutputChunk>,
): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (scripts.includes(chunk.fileName)) return;
    scripts.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return { scripts, styles: [...styles] };
}

export function pagePreloads(): Plugin {
  return {
    name: 'katz-page-preloads',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = chunksOf(bundle);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('page preloads: the build has no entry chunk');
      // What index.html loads already.
      const loaded = closure(entry, byFile);
      const facade = (suffix: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
      const routes = PAGE_ROUTES.map((route) => {
        const chunk = facade(`/src/pages/${route.page}.tsx`);
        if (!chunk) throw new Error(`page preloads: no chunk for src/pages/${route.page}.tsx`);
        const needed = closure(chunk, byFile);
        return {
          path: route.path,
          scripts: needed.scripts.filter((file) => !loaded.scripts.includes(file)).map((file) => `/${file}`),
          styles: needed.styles.filter((file) => !loaded.styles.includes(file)).map((file) => `/${file}`),
          words: [...new Set([...SHELL_WORDS, ...route.words])],
          data: 'data' in route ? route.data : [],
        };
      });
      const namespaces = [...new Set(routes.flatMap((route) => route.words))];
      const words = Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          Object.fromEntries(
            namespaces.map((namespace) => {
              const chunk = facade(`/src/i18n/locales/${language}/${namespace}.json`);
              if (!chunk) throw new Error(`page preloads: no chunk for the ${language} ${namespace} words`);
              return [namespace, `/${chunk.fileName}`];
            }),
          ),
        ]),
      );
      const preloads: PagePreloads = { routes, words, fallbackLanguage: FALLBACK_LANGUAGE };
      writeFileSync(join(options.dir ?? 'dist', 'page-preloads.json'), JSON.stringify(preloads));
    },
  };
}
