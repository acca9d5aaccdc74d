/** What players can do, through the real HTTP API, on each database. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, deal, parseRecord, Random, replay } from '@katz/engine';
import { ENDPOINTS } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { eventually, personGame, play, playRandomAction, played } from './support/play.js';
import { useTestServer } from './support/use-test-server.js';

describe.each(DATABASE_KINDS)('the game API $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip });
  const client = () => new Client(server.url);

  it.skipIf(skip)('gives a first visitor a guest identity with a changeable name', async () => {
    const guest = client();
    expect((await guest.refused(ENDPOINTS.getSession)).status).toBe(401);
    const created = await guest.attempt(ENDPOINTS.startSession);
    expect(created.status).toBe(200);
    if (!created.result.ok) throw new Error(created.result.error.message);
    const player = created.result.value;
    expect(player.name).toMatch(/^Guest \d{4}$/);
    expect(created.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(created.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    expect(await guest.join()).toEqual(player); // the same guest again
    const renamed = await guest.call(ENDPOINTS.renamePlayer, { body: { name: '  Mausi  ' } });
    expect(renamed).toEqual({ id: player.id, name: 'Mausi', username: null });
    expect((await guest.call(ENDPOINTS.getSession)).name).toBe('Mausi');
  });

  it.skipIf(skip)(
    'names a guest in the first language the browser asks for that the app speaks',
    async () => {
      const nameFor = async (acceptLanguage: string) => {
        const response = await fetch(`${server.url}/api/session`, {
          method: 'POST',
          headers: { 'accept-language': acceptLanguage },
        });
        return ((await response.json()) as { name: string }).name;
      };
      expect(await nameFor('de-DE,de;q=0.9,en;q=0.8')).toMatch(/^Gast \d{4}$/);
      expect(await nameFor('fr-FR, nl;q=0.7, en;q=0.9')).toMatch(/^Guest \d{4}$/);
      expect(await nameFor('fr-FR, nl-BE;q=0.9, en;q=0.7')).toMatch(/^Gast \d{4}$/);
      expect(await nameFor('fr, *;q=0.5')).toMatch(/^Guest \d{4}$/);
    },
  );

  it.skipIf(skip)(
    'plays a whole game against the computer, then reveals the seed and the replay',
    async () => {
      const guest = client();
      await guest.join();
      const started = await guest.attempt(ENDPOINTS.startComputerGame, {
        body: { level: 'random', turnSeconds: 600 },
      });
      expect(started.status).toBe(201);
      if (!started.result.ok) throw new Error(started.result.error.message);
      const { id } = started.result.value;
      expect(started.result.value.seed).toBeNull();
      expect(started.result.value.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect((await guest.refused(ENDPOINTS.getReplay, { params: { id } })).status).toBe(409);
      expect((await guest.refused(ENDPOINTS.getRecord, { params: { id } })).code).toBe('game-running');

      const random = Random.fromSeed('api-test');
      const over = await eventually(async () => {
        const game = await guest.game(id);
        if (game.state === 'over') return game;
        const action = game.legalActions[random.below(game.legalActions.length)];
        if (game.toMove === 0 && action) await play(guest, id, { version: game.version, action });
        return undefined;
      }, 120_000);
      expect(over.result?.reason).toMatch(/stock|drawPile/);
      expect(over.seed).toMatch(/^[0-9a-f]{32}$/);
      expect(
        createHash('sha256')
          .update(over.seed ?? '')
          .digest('hex'),
      ).toBe(over.seedHash);

      const record = await guest.attempt(ENDPOINTS.getRecord, { params: { id } });
      expect(record.headers.get('content-disposition')).toContain('attachment');
      if (!record.result.ok) throw new Error(record.result.error.message);
      const parsed = parseRecord(record.result.value);
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(parsed.value).toMatchObject({ seed: over.seed, shuffle: 'km1' });
      const replayed = replay(parsed.value);
      if (!replayed.ok) throw new Error(replayed.error.message);
      const dealt = deal(over.seed ?? '');
      expect(dealt.ok && replayed.value.start).toEqual(dealt.ok ? dealt.value : null);
      expect(replayed.value.status).toEqual({
        over: true,
        winner: over.result?.winner,
        reason: over.result?.reason,
      });

      const full = await guest.call(ENDPOINTS.getReplay, { params: { id } });
      expect(full.entries).toHaveLength(over.version);
      expect(full.final).toEqual(replayed.value.position);

      const finished = await guest.call(ENDPOINTS.listGames, { query: { state: 'over' } });
      expect(finished.map((game) => game.id)).toContain(id);
    },
  );

  it.skipIf(skip)('gives no record of a game dealt with a shuffle this engine does not know', async () => {
    const [a, b] = [client(), client()];
    await a.join();
    await b.join();
    const id = await personGame(a, b, 90);
    await b.call(ENDPOINTS.resign, { params: { id } });
    expect((await a.call(ENDPOINTS.getRecord, { params: { id } })).shuffle).toBe('km1');
    // As a game stored under a later shuffle would be, read by this server: its record must not claim km1.
    await server.database.query(`UPDATE games SET shuffle = 'km2' WHERE id = $1`, [id]);
    const answer = await a.request('GET', `/api/games/${id}/record`);
    expect(answer.status).toBe(500);
    expect(answer.text).not.toContain('km1');
  });

  it.skipIf(skip)('lists running games with whose turn it is and the time left', async () => {
    const [a, b] = [client(), client()];
    await a.join();
    await b.join();
    const id = await personGame(a, b, 90);
    const listed = (await a.call(ENDPOINTS.listGames)).find((game) => game.id === id);
    const game = await a.game(id);
    expect(listed).toMatchObject({ state: 'running', seat: 0, yourTurn: game.toMove === 0 });
    expect(listed?.opponent.kind).toBe('person');
    expect(listed?.clock?.msLeft).toBeGreaterThan(80_000);
    expect(listed?.clock?.msLeft).toBeLessThanOrEqual(90_000);
  });

  it.skipIf(skip)('challenges: lobby, invitation link, accept once, cancel', async () => {
    const [host, guest, third] = [client(), client(), client()];
    await host.join();
    await guest.join();
    await third.join();
    const link = await host.call(ENDPOINTS.createChallenge, {
      body: { visibility: 'link', turnSeconds: 30 },
    });
    expect(link.link).toBe(`/invite/${link.id}`);
    const lobby = await third.call(ENDPOINTS.listChallenges);
    expect(lobby.map((challenge) => challenge.id)).not.toContain(link.id);
    const own = await host.refused(ENDPOINTS.acceptChallenge, { params: { id: link.id } });
    expect(own.code).toBe('own-challenge');
    const accepted = await guest.call(ENDPOINTS.acceptChallenge, { params: { id: link.id } });
    const again = await third.refused(ENDPOINTS.acceptChallenge, { params: { id: link.id } });
    expect(again).toMatchObject({ status: 409, code: 'challenge-closed' });
    const game = await guest.game(accepted.gameId);
    expect(game.seat).toBe(1);
    expect(game.turnSeconds).toBe(30);

    const open = await host.call(ENDPOINTS.createChallenge, { body: { visibility: 'lobby' } });
    expect((await third.call(ENDPOINTS.listChallenges)).map((challenge) => challenge.id)).toContain(open.id);
    expect((await third.refused(ENDPOINTS.cancelChallenge, { params: { id: open.id } })).status).toBe(403);
    expect((await host.attempt(ENDPOINTS.cancelChallenge, { params: { id: open.id } })).status).toBe(204);
    expect((await third.refused(ENDPOINTS.acceptChallenge, { params: { id: open.id } })).status).toBe(409);
  });

  it.skipIf(skip)('starts one game when several accept a challenge at once', async () => {
    const host = client();
    const others = [client(), client(), client(), client()];
    await Promise.all([host, ...others].map((each) => each.join()));
    const challenge = await host.call(ENDPOINTS.createChallenge, { body: { visibility: 'lobby' } });
    const answers = await Promise.all(
      others.map((each) => each.attempt(ENDPOINTS.acceptChallenge, { params: { id: challenge.id } })),
    );
    const accepted = answers.flatMap((answer) => (answer.result.ok ? [answer.result.value.gameId] : []));
    expect(accepted).toHaveLength(1);
    const refusals = answers.flatMap((answer) => (answer.result.ok ? [] : [answer.result.error]));
    expect(refusals.map((refusal) => refusal.code)).toEqual(Array(3).fill('challenge-closed'));
    expect(refusals[0]?.message).toBe('the challenge is no longer open (accepted)');
    const [gameId = ''] = accepted;
    const winner = others[answers.findIndex((answer) => answer.result.ok)];
    expect((await host.game(gameId)).seat).toBe(0);
    expect((await winner?.game(gameId))?.seat).toBe(1);
    expect((await host.refused(ENDPOINTS.acceptChallenge, { params: { id: 'NoSuchChallenge1' } })).code).toBe(
      'challenge-not-found',
    );
  });

  it.skipIf(skip)('a player may resign at any time, and the other wins', async () => {
    const [a, b] = [client(), client()];
    await a.join();
    await b.join();
    const id = await personGame(a, b);
    const game = await a.game(id);
    const waiting = game.toMove === 0 ? b : a; // resigning when it is not your turn
    const resigned = await waiting.call(ENDPOINTS.resign, { params: { id } });
    expect(resigned.result).toEqual({ winner: game.toMove, reason: 'resigned' });
    expect((await a.refused(ENDPOINTS.resign, { params: { id } })).code).toBe('game-over');
  });

  it.skipIf(skip)('a person whose turn clock runs out loses', async () => {
    const [a, b] = [client(), client()];
    await a.join();
    await b.join();
    const id = await personGame(a, b, 1);
    const first = await a.game(id);
    const over = await eventually(async () => {
      const game = await a.game(id);
      return game.state === 'over' ? game : undefined;
    });
    expect(over.result).toEqual({ winner: first.toMove === 0 ? 1 : 0, reason: 'timeout' });
    const log = await a.call(ENDPOINTS.getLog, { params: { id } });
    expect(log.at(-1)).toMatchObject({ kind: 'timeout', seat: first.toMove });
  });

  it.skipIf(skip)('plays random games between two people to the end', async () => {
    const [a, b] = [client(), client()];
    await a.join();
    await b.join();
    const id = await personGame(a, b);
    const random = Random.fromSeed('people');
    for (let step = 0; step < 2000; step++) {
      const reply = await playRandomAction([a, b], id, random);
      if (reply === null) break;
      expect(reply.status).toBe(200);
    }
    expect((await a.game(id)).state).toBe('over');
    const replayed = replay(await b.call(ENDPOINTS.getRecord, { params: { id } }));
    expect(replayed.ok).toBe(true);
  });

  it.skipIf(skip)('takes held plays as one batch: all applied, each its own version, or none', async () => {
    const [a, b] = [client(), client()];
    await a.join();
    await b.join();
    const id = await personGame(a, b);
    const players = [a, b] as const;
    const random = Random.fromSeed('batch');
    // Play on until the player to move can hold a build from a hand of three or more, then end the turn with it.
    for (let step = 0; step < 400; step++) {
      const seen = await players[(await a.game(id)).toMove].game(id);
      const mover = players[seen.toMove];
      const hand = seen.view.players[seen.toMove].hand ?? [];
      const held = seen.legalActions.find((action) => action.type === 'build' && action.from === 'hand');
      if (held && hand.length >= 3) {
        const absent = ALL_CARDS.find((card) => !hand.includes(card)) ?? 'AS';
        const refused = await play(mover, id, {
          version: seen.version,
          actions: [held, { type: 'discard', card: absent, to: 0 }],
        });
        expect(refused.result.ok ? null : refused.result.error).toMatchObject({
          code: 'illegal-action',
          refusal: 'card-not-in-hand',
          action: 1,
        });
        expect((await mover.game(id)).view).toEqual(seen.view); // the first play was not applied either

        const card = hand.find((other) => other !== held.card) ?? held.card;
        const batch = [held, { type: 'discard', card, to: 1 } as const];
        const body = { version: seen.version, actions: batch, clientActionId: `batch-${step}` };
        const reply = played(await play(mover, id, body));
        expect(reply.entries.map((entry) => entry.version)).toEqual([seen.version + 1, seen.version + 2]);
        expect(reply.entries.map((entry) => entry.action)).toEqual(batch);
        expect(reply.entry).toEqual(reply.entries[1]);
        expect(reply.game.version).toBe(seen.version + 2);
        const repeat = played(await play(mover, id, body));
        expect(repeat.repeated).toBe(true);
        expect(repeat.entries).toEqual(reply.entries);
        return;
      }
      const action = seen.legalActions[random.below(seen.legalActions.length)];
      if (!action) break;
      await play(mover, id, { version: seen.version, action });
    }
    throw new Error('no position with a play to hold came up');
  });

  it.skipIf(skip)('serves health, the OpenAPI document, the levels and a home page', async () => {
    const visitor = client();
    const health = await visitor.call(ENDPOINTS.health);
    expect(health).toMatchObject({ status: 'ok', database: kind, process: { computerDecisionsWasted: 0 } });
    expect(health.process.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    // The only process on its database sweeps the clocks, once its first try for the lease has answered.
    await eventually(async () =>
      (await visitor.call(ENDPOINTS.health)).process.clockLease ? true : undefined,
    );
    const openApi = (await visitor.request('GET', '/api/openapi.json')).json as OpenApi;
    expect(openApi.openapi).toBe('3.1.0');
    expect(Object.keys(openApi.paths)).toContain('/api/games/{id}/actions');
    expect(openApi.paths['/api/games/{id}/actions']?.post?.requestBody).toBeDefined();
    const levels = await visitor.call(ENDPOINTS.listLevels);
    // People are offered the four real levels, easiest first, named and described in the app's three languages;
    // the baselines stay playable through the API for tests and tools.
    expect(levels.map((level) => level.level)).toEqual(['novice', 'beginner', 'solid', 'strong']);
    expect(levels[0]?.name).toEqual({ en: 'Kitten', de: 'Kätzchen', nl: 'Katje' });
    expect(levels[3]?.name).toEqual({ en: 'Tomcat', de: 'Kater', nl: 'Kater' });
    expect(levels[0]?.description.en).toMatch(/first games/);
    const home = await visitor.request('GET', '/');
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(home.text).toContain('/api/openapi.json');
    expect((await visitor.request('GET', '/nothing-here')).status).toBe(404);
    const invite = await visitor.request('GET', '/invite/abc_DEF-1');
    expect(invite.text).toContain('/api/challenges/abc_DEF-1/accept');
    expect((await visitor.request('GET', '/invite/%3Cscript%3E')).status).toBe(404);
  });

  it.skipIf(skip)('documents a full schema for every answer of every endpoint', async () => {
    const openApi = (await client().request('GET', '/api/openapi.json')).json as OpenApi;
    const operations = Object.entries(openApi.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ where: `${method} ${path}`, operation })),
    );
    expect(operations.length).toBe(Object.keys(ENDPOINTS).length);
    for (const { where, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '204') continue;
        const schema = response.content?.['application/json']?.schema;
        expect(schema, `${where} ${status}`).toBeDefined();
        // Not a loose object: every object in it lists its fields and refuses others.
        for (const object of objectsIn(schema, openApi)) {
          expect(object.additionalProperties, `${where} ${status}: an object without its fields`).toBe(false);
        }
      }
    }
  });
});

interface Operation {
  readonly requestBody?: unknown;
  readonly responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface OpenApi {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { schemas: Record<string, unknown> };
}

/** Every object schema in a JSON Schema, following references into the document's components. */
function objectsIn(schema: unknown, document: OpenApi): { additionalProperties?: unknown }[] {
  const found: { additionalProperties?: unknown }[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string') {
      visit(document.components.schemas[record.$ref.replace('#/components/schemas/', '')]);
      return;
    }
    if (record.type === 'object') found.push(record);
    Object.values(record).forEach(visit);
  };
  visit(schema);
  return found;
}
