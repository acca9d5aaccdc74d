/**
 * The server's JSON API called as a page's person (a browser context's request carries its cookies), for the
 * setup a test does not mean to click through. A refusal fails the test with its status and words.
 */
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import type { APIRequestContext, Page } from 'playwright-core';

export async function apiCall<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(path, { method, ...(body === undefined ? {} : { data: body }) });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  // An answer without a body (204) has nothing to read.
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/**
 * A guest session started through the API for a page's person, and the page told of it as the app tells itself
 * when it starts one (the session mark, src/connection/session-mark.ts): the app makes no guest to draw a page, so
 * without the mark it would take this browser for a new visitor until its first action that needs a session.
 */
export async function startSessionFor(page: Page): Promise<void> {
  await apiCall(page.request, 'POST', ENDPOINTS.startSession.path);
  await page.addInitScript(() => {
    localStorage.setItem('katz.hadSession', '1');
  });
}

/** A registered player's page: a session started as `startSessionFor` does, registered as `username`. */
export async function registerFor(page: Page, username: string): Promise<void> {
  await startSessionFor(page);
  await apiCall(page.request, 'POST', ENDPOINTS.register.path, { username, password: 'a long enough pass' });
}

/**
 * A game between two people made the way the lobby makes one: `creator` lists a challenge of `turnSeconds` a turn
 * and `accepter` accepts it (the creator sits in seat 0). Its id.
 */
export async function lobbyGame(
  creator: APIRequestContext,
  accepter: APIRequestContext,
  turnSeconds: number,
): Promise<string> {
  const challenge = await apiCall<ChallengeView>(creator, 'POST', ENDPOINTS.createChallenge.path, {
    visibility: 'lobby',
    turnSeconds,
  });
  const accepted = await apiCall<{ gameId: string }>(
    accepter,
    'POST',
    `/api/challenges/${challenge.id}/accept`,
  );
  return accepted.gameId;
}
