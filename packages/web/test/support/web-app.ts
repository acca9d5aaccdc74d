/**
 * What a browser test file starts from: Debian's Chromium (one of each build for the process, which the browser
 * files share one after another: browser.ts) and a real server with the built app, started before the file's
 * tests and stopped after them, and pages opened in browser contexts of their own (another person, a phone, a
 * language): a test's own close when it ends, those opened before the tests (in `beforeAll`) at the file's end. A
 * file calls `useWebApp` once inside its `describe`, and reads the browser and server from the result once its
 * tests run.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { RestartableServer, TestServer } from '@katz/server/testing';
import { releaseChromium, sharedChromium, type ChromiumBuild } from './browser.js';
import { handleMixUps, recordPageTrouble } from './page-trouble.js';
import { presetSettings } from './table-driver.js';
import { startRestartableWebServer, startWebServer } from './web-server.js';

type ServerSettings = Readonly<Record<string, string>>;

/** What the helper needs of either kind of test server. */
interface AnyServer {
  readonly url: string;
  close(): Promise<void>;
}

export interface WebAppOptions {
  /**
   * The server's settings (its environment names), or a function that makes them before the server starts (a
   * mail receiver's address, a key pair).
   */
  readonly settings?: ServerSettings | (() => Promise<ServerSettings>);
  /** The full Chromium, for what the headless shell refuses (notifications, pushes); the shell unless given. */
  readonly browser?: ChromiumBuild;
}

interface PageOptions extends BrowserContextOptions {
  /** The app's own settings, stored before it starts (`katz.settings`); none unless given. */
  readonly appSettings?: Readonly<Record<string, unknown>>;
}

export interface WebApp<Server extends AnyServer> {
  readonly browser: Browser;
  readonly server: Server;
  /** A page in a new context: English (US) and the server's address as base unless the options say otherwise. */
  open(options?: PageOptions): Promise<Page>;
}

/** Chromium and a server for this file's tests. */
export function useWebApp(options: WebAppOptions = {}): WebApp<TestServer> {
  return useWebAppWith(startWebServer, options);
}

/** The same, with a server the tests can stop and start again on its port and database. */
export function useRestartableWebApp(options: WebAppOptions = {}): WebApp<RestartableServer> {
  return useWebAppWith(startRestartableWebServer, options);
}

type StoredOrigins = Exclude<BrowserContextOptions['storageState'], string | undefined>['origins'];

/**
 * A stored state's local storage, written by the context's first script on each origin, once (a mark of its own
 * says it was), as if it had been there before: Playwright writes it from a page of its own that it opens and
 * closes, which took some 450 ms of each new context here, in files that open dozens.
 */
async function seedLocalStorage(context: BrowserContext, origins: StoredOrigins): Promise<void> {
  if (origins.length === 0) return;
  await context.addInitScript((stored) => {
    const mark = 'test.storageSeeded';
    const mine = stored.find((kept) => kept.origin === location.origin);
    if (mine === undefined || localStorage.getItem(mark) !== null) return;
    for (const { name, value } of mine.localStorage) localStorage.setItem(name, value);
    localStorage.setItem(mark, '1');
  }, origins);
}

function useWebAppWith<Server extends AnyServer>(
  startServer: (settings: ServerSettings) => Promise<Server>,
  options: WebAppOptions,
): WebApp<Server> {
  let started: { browser: Browser; server: Server } | undefined;
  const pages: Page[] = [];
  const running = () => {
    if (started === undefined) throw new Error('the browser and the server start before the first test');
    return started;
  };

  beforeAll(async () => {
    const settings = typeof options.settings === 'function' ? await options.settings() : options.settings;
    const [browser, server] = await Promise.all([
      sharedChromium(options.browser),
      startServer(settings ?? {}),
    ]);
    started = { browser, server };
  });

  // The contexts a test opens close when it ends: a page left open goes on working through every later test of
  // the file (its clocks tick, its lists refresh, the server answers it), in Chromium and the server alike.
  let openBefore = new Set<BrowserContext>();
  beforeEach(() => {
    openBefore = new Set(running().browser.contexts());
  });

  afterEach(async () => {
    // A timer cancelled by another kind's handle stops somebody else's work at random: a defect in any test.
    const found = pages.flatMap(handleMixUps);
    pages.length = 0;
    const opened = running()
      .browser.contexts()
      .filter((context) => !openBefore.has(context));
    await Promise.all(opened.map((context) => context.close()));
    if (found.length > 0)
      throw new Error(`the page cancelled with the wrong kind of handle:\n${found.join('\n')}`);
  });

  afterAll(async () => {
    if (started === undefined) return;
    // Every context this file opened, through `open` or on the browser itself, is closed here.
    await Promise.all([releaseChromium(started.browser), started.server.close()]);
  });

  return {
    get browser() {
      return running().browser;
    },
    get server() {
      return running().server;
    },
    async open({ appSettings, storageState, ...contextOptions }: PageOptions = {}) {
      const { browser, server } = running();
      const stored = typeof storageState === 'object' ? storageState : undefined;
      const context = await browser.newContext({
        baseURL: server.url,
        locale: 'en-US',
        ...contextOptions,
        ...(storageState === undefined
          ? {}
          : { storageState: stored ? { ...stored, origins: [] } : storageState }),
      });
      if (stored !== undefined) await seedLocalStorage(context, stored.origins);
      const page = await context.newPage();
      await recordPageTrouble(page);
      pages.push(page);
      if (appSettings !== undefined) await presetSettings(page, appSettings);
      return page;
    },
  };
}
