/**
 * A play on the server's table is shown where the player put it from the moment it is made, not when the
 * server's answer comes back a round trip later (until then a dragged card went back to its place, and a
 * player far from the server saw their drop undone): the table holds the server's messages back, as a slow
 * network would, and checks what the player sees meanwhile. A play that reveals nothing lets the next one be
 * made at once, and that one goes to the server only once the first is stored, at the version it made; a
 * refused play goes back to its place with the reason.
 */
import { ENDPOINTS, type GameView } from '@katz/protocol';
import type { Action } from '@katz/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall as call } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { untilMyTurn } from './support/long-server-game.js';
import { useWebApp } from './support/web-app.js';

/** The live connection through the test: the server's messages can be held back and the client's rewritten. */
interface LiveGate {
  hold(): void;
  release(): void;
  /** The `act` messages the client has sent. */
  readonly acts: Record<string, unknown>[];
  rewriteActs(change: (act: Record<string, unknown>) => Record<string, unknown>): void;
}

async function gateLive(page: Page): Promise<LiveGate> {
  let holding = false;
  const held: (() => void)[] = [];
  const acts: Record<string, unknown>[] = [];
  let rewrite = (act: Record<string, unknown>) => act;
  await page.routeWebSocket(/\/api\/live$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      if (typeof message !== 'string') {
        server.send(message);
        return;
      }
      const parsed = JSON.parse(message) as Record<string, unknown>;
      if (parsed.type === 'act') acts.push(parsed);
      server.send(parsed.type === 'act' ? JSON.stringify(rewrite(parsed)) : message);
    });
    server.onMessage((message) => {
      if (holding) {
        held.push(() => {
          socket.send(message);
        });
      } else socket.send(message);
    });
  });
  return {
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const send of held.splice(0)) send();
    },
    acts,
    rewriteActs: (change) => {
      rewrite = change;
    },
  };
}

type HandBuild = Extract<Action, { type: 'build'; from: 'hand' }>;

/** A game against the computer, at the player's turn, in which a hand card (not the last) builds. */
async function gameWithHandBuild(page: Page): Promise<{ game: GameView; build: HandBuild }> {
  await call(page.request, 'POST', ENDPOINTS.startSession.path);
  for (let attempt = 0; attempt < 20; attempt++) {
    const started = await call<GameView>(page.request, 'POST', ENDPOINTS.startComputerGame.path, {
      level: 'random',
      turnSeconds: 600,
    });
    const game = await untilMyTurn(page.request, started.id);
    const build = game.legalActions.find(
      (action): action is HandBuild => action.type === 'build' && action.from === 'hand',
    );
    if (build !== undefined) return { game, build };
    await call(page.request, 'POST', `/api/games/${game.id}/resign`);
  }
  throw new Error('no deal in 20 gave the player a hand card that builds');
}

async function centre(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (box === null) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 40) };
}

async function dragOnto(page: Page, from: string, to: string): Promise<void> {
  const start = await centre(page, from);
  const end = await centre(page, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y - 8, { steps: 3 });
  await page.mouse.move(end.x, end.y, { steps: 10 });
  await page.mouse.up();
}

/** Drags the build's hand card onto its pile, and waits until the table shows it there. */
async function dragBuild(page: Page, build: HandBuild): Promise<void> {
  await dragOnto(page, `.area-own .hand [data-card="${build.card}"]`, `[data-target="building:${build.to}"]`);
  await expect.poll(() => topOf(page, `building-${build.to}`)).toBe(build.card);
}

const handCards = (page: Page, card: string) => page.locator(`.area-own .hand [data-card="${card}"]`).count();
const topOf = (page: Page, slot: string) =>
  page.locator(`[data-slot="${slot}"] [data-top]`).first().getAttribute('data-card');
const table = (page: Page) => page.locator('.game-table');

describe.skipIf(!runBrowserTests)('a play on the server is on the table before the server answers', () => {
  const app = useWebApp();

  async function openAtBuild() {
    const page = await app.open({
      viewport: { width: 1280, height: 900 },
      locale: 'en-GB',
      appSettings: { animationSpeed: 'normal', confirmTurn: 'off' },
    });
    const gate = await gateLive(page);
    const { game, build } = await gameWithHandBuild(page);
    await page.goto(`/game/${game.id}`);
    await page.locator(`.game-table[data-version="${game.version}"][data-my-turn="true"]`).waitFor();
    // The drag library arrives when the pointer first moves over the table, or when the browser is idle.
    await page.mouse.move(5, 5);
    await page.locator('.game-table[data-drag="ready"]').waitFor();
    return { page, gate, game, build };
  }

  it('shows a dragged card and a tapped one on their piles while the answers are held back', async () => {
    const { page, gate, game, build } = await openAtBuild();
    const seat = game.seat ?? 0;
    const hand = game.view.players[seat].hand ?? [];
    const inHand = await handCards(page, build.card);
    gate.hold();

    await dragBuild(page, build);
    // On its pile at once, and the player may go on: the play revealed nothing.
    expect(await handCards(page, build.card)).toBe(inHand - 1);
    expect(await table(page).getAttribute('data-my-turn')).toBe('true');
    await expect.poll(() => gate.acts.length).toBe(1);

    // The turn's discard, by click on the card and on the pile, while the first answer is still held back.
    const discarded = hand.find((_, index) => index !== hand.indexOf(build.card));
    if (discarded === undefined) throw new Error('the hand has one card');
    const inHandBefore = await handCards(page, discarded);
    await page.locator(`.area-own .hand [data-card="${discarded}"]`).first().click();
    await page.locator('[data-target="discard:3"]').click();
    await expect.poll(() => topOf(page, `discard-${seat}-3`)).toBe(discarded);
    expect(await handCards(page, discarded)).toBe(inHandBefore - 1);
    // The discard ends the turn: nothing more is taken until the server has answered.
    expect(await table(page).getAttribute('data-my-turn')).toBe('false');
    // It waits for the first play to be stored, to go at the version that one made.
    expect(gate.acts).toHaveLength(1);

    gate.release();
    await expect.poll(() => gate.acts.length).toBe(2);
    expect(gate.acts.map((act) => act.version)).toEqual([game.version, game.version + 1]);
    // The second play has been sent, not yet stored: the log is read until it holds both.
    const firstTwo = async () => {
      const log = await call<{ version: number; action: Action | null }[]>(
        page.request,
        'GET',
        `/api/games/${game.id}/log?since=${game.version}`,
      );
      return log.slice(0, 2).map((entry) => entry.action);
    };
    await expect.poll(firstTwo).toEqual([build, { type: 'discard', card: discarded, to: 3 }]);
    // The table goes on to the computer's turn and back, with the cards where they were put.
    await page.locator('.game-table[data-my-turn="true"], .game-table[data-state="over"]').waitFor();
    expect(Number(await table(page).getAttribute('data-version'))).toBeGreaterThan(game.version + 2);
    expect(await page.getByTestId('message').textContent()).toBe('');
  });

  it('puts a refused play back where it came from and says why', async () => {
    const { page, gate, game, build } = await openAtBuild();
    const inHand = await handCards(page, build.card);
    // The server hears a version the game has left: it refuses the play as stale.
    gate.rewriteActs((act) => ({ ...act, version: game.version + 5 }));
    gate.hold();
    await dragBuild(page, build);
    gate.release();
    await expect.poll(() => handCards(page, build.card)).toBe(inHand);
    expect(await topOf(page, `building-${build.to}`)).not.toBe(build.card);
    // In the stale version's own words (docs/web.md, "A refusal in words"), not the server's message.
    await expect
      .poll(() => page.locator('.table-message.is-refusal').textContent())
      .toBe('The game has moved on. Look again and choose your play.');
    expect(Number(await table(page).getAttribute('data-version'))).toBe(game.version);
    expect(await table(page).getAttribute('data-my-turn')).toBe('true');
  });
});
