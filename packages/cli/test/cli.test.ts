/** The katz command as a user runs it: the built binary in a child process, JSON in and out. */
import { spawnSync } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '@katz/bots';
import { CANDIDATE_SUMMARIES, parseBotSpec } from '@katz/bots/match';
import { apply, deal, type Action } from '@katz/engine';

const root = join(import.meta.dirname, '..', '..', '..');
const binary = join(root, 'node_modules', '.bin', 'katz');

interface Run {
  readonly status: number | null;
  readonly json: unknown;
  readonly stdout: string;
}

function katz(args: readonly string[], input = ''): Run {
  const result = spawnSync(binary, args, { input, encoding: 'utf8' });
  let json: unknown;
  try {
    json = JSON.parse(result.stdout);
  } catch {
    json = undefined;
  }
  return { status: result.status, json, stdout: result.stdout };
}

const position = () => {
  const dealt = deal('42');
  if (!dealt.ok) throw new Error(dealt.error.message);
  return dealt.value;
};

describe('katz', () => {
  it('is installed as a binary by npm ci (the build runs first: npm test builds)', () => {
    expect(existsSync(binary)).toBe(true);
    expect(katz(['help']).stdout).toContain('katz deal');
  });

  it.each([
    [['match', '--help'], 'katz match A B --games N'],
    [['match', 'solid', 'first', '-h'], '--turn-ms T'],
    [['bot', '--help'], 'katz bot --level L'],
    [['deal', '--seed', '7', '--help'], 'katz deal [--seed S]'],
    [['view', '-h'], 'katz view --player P'],
    [['help', 'replay'], 'katz replay [--events]'],
    [['review', '--help'], 'katz review'],
  ])('prints the usage of the command for %j, exit code 0', (args, expected) => {
    const run = katz(args);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(expected);
    expect(run.stdout).not.toContain('katz legal');
  });

  it('names in the match usage every bot the match runner takes', () => {
    const usage = katz(['match', '--help']).stdout;
    const names = [...BOT_LEVELS, ...Object.keys(CANDIDATE_SUMMARIES), 'omniscient'];
    for (const name of names) {
      expect(parseBotSpec(name).ok).toBe(true);
      expect(usage).toMatch(new RegExp(`(^|[ ,;])${name}([ ,;]|$)`, 'm'));
    }
  });

  it('says a command does not exist when asked for its help', () => {
    const run = katz(['dance', '--help']);
    expect(run.status).toBe(1);
    expect(run.json).toEqual({ error: 'unknown command "dance"; try "katz help"' });
  });

  it('makes a VAPID key pair for the server, the public key that of the private one', () => {
    const run = katz(['vapid-keys']);
    expect(run.status).toBe(0);
    const keys = run.json as { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string };
    expect(keys.VAPID_PUBLIC_KEY).toMatch(/^[\w-]{87}$/);
    expect(keys.VAPID_PRIVATE_KEY).toMatch(/^[\w-]{43}$/);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.VAPID_PRIVATE_KEY, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(keys.VAPID_PUBLIC_KEY);
  });

  it('deals the same position for the same seed', () => {
    const run = katz(['deal', '--seed', '42']);
    expect(run.status).toBe(0);
    expect(run.json).toEqual({ seed: '42', position: position() });
  });

  it('deals from a fresh random seed when none is given', () => {
    const run = katz(['deal']);
    expect(run.json).toMatchObject({ seed: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('refuses a bad seed', () => {
    const run = katz(['deal', '--seed', 'a b']);
    expect(run.status).toBe(1);
    expect(run.json).toMatchObject({ error: expect.stringContaining('seed'), path: 'seed' });
  });

  it('applies actions and prints the position and status', () => {
    const start = position();
    const card = start.players[0].hand[0]!;
    const run = katz(
      ['apply'],
      JSON.stringify({ position: start, actions: [{ type: 'discard', card, to: 0 }] }),
    );
    expect(run.status).toBe(0);
    const output = run.json as {
      position: { toMove: number; players: { discards: string[][] }[] };
      status: unknown;
    };
    expect(output.status).toEqual({ over: false });
    expect(output.position.toMove).toBe(1);
    expect(output.position.players[0]!.discards[0]).toEqual([card]);
  });

  it('names the index of an illegal action', () => {
    const start = position();
    const card = start.players[0].hand[0]!;
    const actions = [
      { type: 'discard', card, to: 0 },
      { type: 'build', from: 'stock', to: 0 },
      { type: 'build', from: 'stock', to: 5 },
    ];
    const run = katz(['apply'], JSON.stringify({ position: start, actions: actions.slice(0, 2) }));
    expect(run.status).toBe(1);
    expect(run.json).toMatchObject({ error: expect.stringContaining('does not fit'), action: 1 });
    const malformed = katz(['apply'], JSON.stringify({ position: start, actions }));
    expect(malformed.json).toMatchObject({ action: 2, path: 'actions[2].to' });
  });

  it('names the path of an invalid position', () => {
    const start = position();
    const bad = { ...start, building: [[], [], []] };
    const run = katz(['apply'], JSON.stringify({ position: bad, actions: [] }));
    expect(run.status).toBe(1);
    expect(run.json).toEqual({
      error: 'position.building must hold exactly 4 piles, not 3',
      path: 'position.building',
    });
  });

  it('says clearly when the input is not JSON', () => {
    for (const command of ['apply', 'legal', 'check']) {
      const run = katz([command], '{"position": ');
      expect(run.status).toBe(1);
      expect(run.json).toMatchObject({ error: expect.stringContaining('standard input is not valid JSON') });
    }
    expect(katz(['legal'], '').json).toMatchObject({ error: expect.stringContaining('got nothing') });
  });

  it('lists legal actions', () => {
    const run = katz(['legal'], JSON.stringify({ position: position() }));
    expect(run.status).toBe(0);
    expect(run.json).toHaveLength(20);
  });

  it('checks a position', () => {
    const run = katz(['check'], JSON.stringify({ position: position() }));
    expect(run.json).toEqual({ valid: true, status: { over: false }, legalActions: 20 });
  });

  it("shows a player's view without the other hand", () => {
    const run = katz(['view', '--player', '1'], JSON.stringify({ position: position() }));
    const view = (run.json as { view: { players: Record<string, unknown>[] } }).view;
    expect(view.players[0]).not.toHaveProperty('hand');
    expect(view.players[1]).toHaveProperty('hand');
    expect(katz(['view', '--player', '2'], '{}').status).toBe(1);
  });

  it('replays a game record', () => {
    const start = position();
    const card = start.players[0].hand[0]!;
    const record = { seed: '42', shuffle: 'km1', actions: [{ type: 'discard', card, to: 3 }] };
    const run = katz(['replay', '--events'], JSON.stringify(record));
    expect(run.status).toBe(0);
    expect(run.json).toMatchObject({
      start,
      status: { over: false },
      events: [[{ type: 'discarded', card, to: 3 }, {}, {}]],
    });
  });

  it("reviews a game record: each decision from its player's view, each draw's luck, each player's summary", () => {
    // Four turns, each a discard of the first hand card: four decisions, four refills.
    let current = position();
    const actions: Action[] = [];
    for (let turn = 0; turn < 4; turn++) {
      const action: Action = { type: 'discard', card: current.players[current.toMove].hand[0]!, to: 0 };
      const applied = apply(current, action);
      if (!applied.ok) throw new Error(applied.error.message);
      current = applied.value.position;
      actions.push(action);
    }
    const record = JSON.stringify({ seed: '42', shuffle: 'km1', actions });
    const run = katz(['review', '--worlds', '4', '--threads', '1', '--seed', 'cli1'], record);
    expect(run.status).toBe(0);
    const review = run.json as { decisions: { played: unknown[] }[]; draws: { kind: string }[] };
    expect(run.json).toMatchObject({ review: 4, result: null, settings: { seed: 'cli1', worlds: 4 } });
    expect(review.decisions.map((decision) => decision.played)).toEqual(actions.map((action) => [action]));
    expect(review.draws.map((draw) => draw.kind)).toEqual(['refill', 'refill', 'refill', 'refill']);
    // The same record and seed, the same review.
    expect(katz(['review', '--worlds', '4', '--threads', '2', '--seed', 'cli1'], record).json).toEqual(
      run.json,
    );
  });

  it('refuses to review a record with an illegal action as katz replay does, or with a bad seed', () => {
    // The deal of seed 42 turns up a 5 on the stock of the player to move: it fits no empty building pile.
    const start = position();
    expect(start.players[start.toMove].stock.at(-1)).toBe('5S');
    const discard = { type: 'discard', card: start.players[start.toMove].hand[0], to: 0 };
    // The second player's stock top, after the first player's discard, fits no empty building pile either.
    const illegal = {
      seed: '42',
      shuffle: 'km1',
      actions: [discard, { type: 'build', from: 'stock', to: 0 }],
    };
    const run = katz(['review', '--worlds', '4'], JSON.stringify(illegal));
    expect(run.status).toBe(1);
    // docs/formats.md: the message, the index of the action that failed and the refusal's code.
    expect(run.json).toEqual({
      error: expect.stringMatching(/^action 1: cannot build/),
      action: 1,
      code: 'does-not-fit',
    });
    expect(run.json).toEqual(katz(['replay'], JSON.stringify(illegal)).json);
    expect(katz(['review', '--seed', 'no spaces'], '{}').json).toMatchObject({
      error: expect.stringContaining('review seed'),
    });
  });

  it('refuses unknown commands and options', () => {
    expect(katz(['shuffle']).status).toBe(1);
    expect(katz(['deal', '--colour', 'red']).json).toMatchObject({
      error: expect.stringContaining('--colour'),
    });
  });
});
