/**
 * In a browser, zod's parsers are not compiled with `new Function`. Zod tries whether it may when it makes each
 * object schema, and under a Content-Security-Policy without 'unsafe-eval' (the web app's) that try is reported
 * as a violation. The app parses little (the API's answers, the live frames), so interpreted parsers do. In Node
 * (the server, which parses every frame) the compiled parsers stay.
 *
 * Zod reads its configuration from `globalThis.__zod_globalConfig` when its own module is evaluated, and the
 * schemas read it as they are made: so this module is imported by index.ts before any module that imports zod.
 * The package declares every other module free of side effects, so that a page that needs none of the schemas
 * (the practice table) loads neither them nor zod; index.ts is declared with this one, since a bundler skips a
 * module free of side effects that only re-exports, and the import of this module with it.
 */
const configured = globalThis as { __zod_globalConfig?: { jitless?: boolean }; document?: unknown };
if (configured.document !== undefined) {
  configured.__zod_globalConfig ??= {};
  configured.__zod_globalConfig.jitless = true;
}
