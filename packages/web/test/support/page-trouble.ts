/**
 * What went wrong in a test's page, kept so that a wait that times out can say why: uncaught errors, console
 * errors (a Web Worker's too), requests that failed and files the server refused. A timeout alone says only that
 * nothing happened; with these a failure on a loaded CI machine can be read from its log.
 */
import type { Page } from 'playwright-core';

const troubles = new WeakMap<Page, string[]>();
const KEPT = 20;

function keep(page: Page, line: string): void {
  const list = troubles.get(page);
  if (list === undefined) return;
  list.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (list.length > KEPT) list.shift();
}

/** Starts recording `page`'s trouble; `web-app.ts` calls it for every page it opens. */
export function recordPageTrouble(page: Page): void {
  troubles.set(page, []);
  page.on('pageerror', (error) => {
    keep(page, `page error: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') keep(page, `console error: ${message.text()}`);
  });
  page.on('worker', (worker) => {
    worker.on('console', (message) => {
      if (message.type() === 'error') keep(page, `worker console error: ${message.text()}`);
    });
    worker.on('close', () => {
      keep(page, `worker closed: ${worker.url()}`);
    });
  });
  page.on('requestfailed', (request) => {
    keep(page, `request failed: ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) keep(page, `status ${response.status()}: ${response.url()}`);
  });
  page.on('crash', () => {
    keep(page, 'the page crashed');
  });
}

/** The page's recorded trouble, one line each, oldest first; "none recorded" when there was none. */
export function pageTrouble(page: Page): string {
  const list = troubles.get(page) ?? [];
  return list.length === 0 ? 'none recorded' : list.join('\n');
}
