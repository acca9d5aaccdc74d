/**
 * `katz match` and `katz bot` as users run them: the built binary in child processes, with real worker threads
 * and real bot programs, well-behaved and not.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { legalActions, viewPosition } from '@katz/engine';
import { dealt } from '../../bots/test/positions.js';

const root = join(import.meta.dirname, '..', '..', '..');
const binary = join(root, 'node_modules', '.bin', 'katz');
const misbehaving = (mode: string) =>
  `cmd:node ${join(import.meta.dirname, 'bots', 'misbehaving-bot.mjs')} ${mode}`;
const ourBot = (level: string) => `cmd:${binary} bot --level ${level} --seed s`;

interface Report {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  averageTurns: number;
  endings: { stock: number; drawPile: number; forfeit: number };
  forfeits: { game: number; bot: string; kind: string; message: string }[];
  score: { value: number; low: number; high: number };
  searches: { a: { searches: number; atCeiling: number; playouts?: number } };
}

function match(args: readonly string[]): {
  status: number | null;
  json: unknown;
  stderr: string;
  stdout: string;
} {
  const result = spawnSync(binary, ['match', ...args], { encoding: 'utf8', timeout: 60_000 });
  let json: unknown;
  try {
    json = JSON.parse(result.stdout);
  } catch {
    json = undefined;
  }
  return { status: result.status, json, stderr: result.stderr, stdout: result.stdout };
}

/** Running processes (zombies, which are only waiting to be reaped, left out) whose command line holds `marker`. */
function running(marker: string): string[] {
  return execFileSync('ps', ['-eo', 'stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(marker) && !line.trim().startsWith('Z'));
}

describe('katz match', () => {
  it('plays duplicate games and prints the table, with progress on stderr', () => {
    const run = match(['solid', 'random', '--games', '4', '--seed', 'table', '--jobs', '2']);
    expect(run.status).toBe(0);
    for (const row of [
      'A wins / draws / losses',
      'A score',
      '95% CI',
      'Elo difference',
      'turns per game',
      'actions per game',
      'per decision',
      'games ended by',
    ]) {
      expect(run.stdout).toContain(row);
    }
    expect(run.stderr).toContain('4/4 games');
    expect(run.stderr).toContain('ETA');
  });

  it('gives the same results whatever the number of worker threads', () => {
    const one = match(['beginner', 'first', '--games', '6', '--seed', 'jobs', '--jobs', '1', '--json'])
      .json as Report;
    const two = match(['beginner', 'first', '--games', '6', '--seed', 'jobs', '--jobs', '2', '--json'])
      .json as Report;
    expect(one.games).toBe(6);
    expect(one.wins + one.draws + one.losses).toBe(6);
    expect(one.endings.stock + one.endings.drawPile + one.endings.forfeit).toBe(6);
    expect([two.wins, two.draws, two.losses, two.averageTurns]).toEqual([
      one.wins,
      one.draws,
      one.losses,
      one.averageTurns,
    ]);
  });

  it('plays the strong level with playout threads as without them, at a number of playouts', () => {
    const args = ['strong', 'solid', '--games', '2', '--seed', 'threads', '--iterations', '150', '--json'];
    const alone = match(args).json as Report;
    const shared = match([...args, '--playout-threads', '1']).json as Report;
    expect(alone.games).toBe(2);
    expect([shared.wins, shared.draws, shared.losses, shared.averageTurns]).toEqual([
      alone.wins,
      alone.draws,
      alone.losses,
      alone.averageTurns,
    ]);
    // The same searches play the same playouts, whichever thread played them, and at most the budget each.
    const { searches, playouts = 0 } = alone.searches.a;
    expect(shared.searches.a).toEqual(alone.searches.a);
    expect(playouts).toBeGreaterThan(searches);
    expect(playouts).toBeLessThanOrEqual(150 * searches);
    expect(match([...args, '--playout-threads', '0']).stdout).toContain(
      '--playout-threads must be a whole number of at least 1',
    );
  });

  it('plays our own bot behind the protocol exactly as it plays in-process', () => {
    const inProcess = match(['solid', 'first', '--games', '4', '--seed', 'proto', '--json']).json as Report;
    const external = match(['solid', ourBot('first'), '--games', '4', '--seed', 'proto', '--json'])
      .json as Report;
    expect(external.endings.forfeit).toBe(0);
    expect([external.wins, external.draws, external.losses, external.averageTurns]).toEqual([
      inProcess.wins,
      inProcess.draws,
      inProcess.losses,
      inProcess.averageTurns,
    ]);
  });

  it.each([
    ['nonsense', 'nonsense', /not a line of JSON: "I would rather not"/],
    ['illegal', 'illegal', /is not one of the legal actions/],
    ['slow', 'timeout', /no answer within 300 ms/],
    ['exits', 'exited', /exited \(exit code 3\)/],
  ])('forfeits every game of a bot that answers %s, saying why', (mode, kind, message) => {
    const run = match([
      'first',
      misbehaving(mode),
      '--games',
      '2',
      '--seed',
      'bad',
      '--timeout-ms',
      '300',
      '--json',
      '--jobs',
      '1',
    ]);
    expect(run.status).toBe(0);
    const report = run.json as Report;
    expect(report.wins).toBe(2);
    expect(report.endings.forfeit).toBe(2);
    expect(report.forfeits[0]).toMatchObject({ bot: misbehaving(mode), kind });
    expect(report.forfeits[0]!.message).toMatch(message);
  });

  // A bot that answers the wrong version gets a limit no loaded machine reaches (its start once took over 500 ms
  // on CI with the browser tests beside it, and the error was the silence's); only the silent one waits it out.
  it.each([
    ['old-version', /bad handshake: this runner speaks protocol version 1, the bot answered 99/, '60000'],
    ['silent-hello', /no answer within 500 ms: the bot was waited on for its hello/, '500'],
  ])(
    'stops with a clear error when a bot fails the handshake (%s)',
    (mode, message, handshakeMs) => {
      const run = match([
        'first',
        misbehaving(mode),
        '--games',
        '2',
        '--json',
        '--jobs',
        '1',
        '--handshake-ms',
        handshakeMs,
      ]);
      expect(run.status).toBe(1);
      expect((run.json as { error: string }).error).toMatch(message);
    },
    30_000,
  );

  it("names only the restarted program's own standard error in its faults", () => {
    const run = match(['first', misbehaving('noisy-exits'), '--games', '2', '--jobs', '1', '--json']);
    const [first, second] = (run.json as Report).forfeits.map((forfeit) => forfeit.message);
    const runs = [first, second].map((message) => message?.match(/noisy run [0-9]+/g));
    expect(runs[0]).toHaveLength(1);
    expect(runs[1]).toHaveLength(1);
    expect(runs[1]![0]).not.toBe(runs[0]![0]);
  });

  it('leaves no process of a bot behind, however it clings on', () => {
    const marker = `clinging-${process.pid}-${Date.now()}`;
    const run = match([
      'first',
      `${misbehaving('clinging')} ${marker}`,
      '--games',
      '2',
      '--jobs',
      '1',
      '--json',
    ]);
    expect(run.status).toBe(0);
    expect((run.json as Report).endings.forfeit).toBe(0);
    expect(running(marker)).toEqual([]);
  }, 30_000);

  it('ends the bots and what they started when the match is interrupted', async () => {
    const marker = `interrupted-${process.pid}-${Date.now()}`;
    const child = spawn(
      binary,
      ['match', 'first', `${misbehaving('clinging')} ${marker}`, '--games', '2000', '--jobs', '1'],
      { stdio: 'ignore' },
    );
    const exited = new Promise<number | null>((resolve) => {
      child.on('exit', (code) => {
        resolve(code);
      });
    });
    // Wait for the bot and its helper to run, then press Ctrl-C.
    for (let tries = 0; running(marker).length < 2 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(running(marker).length).toBeGreaterThanOrEqual(2);
    child.kill('SIGINT');
    expect(await exited).toBe(1);
    expect(running(marker)).toEqual([]);
  }, 30_000);

  it('resumes a stopped match from its journal and ends with the games one run plays', () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'katz-journal-')), 'match.jsonl');
    const args = ['solid', 'first', '--games', '20', '--seed', 'journal', '--jobs', '2', '--json'];
    const whole = match(args);
    expect(whole.status).toBe(0);
    expect(match([...args, '--journal', journal]).status).toBe(0);
    const lines = readFileSync(journal, 'utf8').split('\n');
    expect(lines).toHaveLength(1 + 20 + 1);
    // A run stopped after 7 games, killed while writing the 8th.
    writeFileSync(journal, `${lines.slice(0, 8).join('\n')}\n${(lines[8] ?? '').slice(0, 30)}`);

    const resumed = match([...args, '--journal', journal]);
    expect(resumed.status).toBe(0);
    const { resumed: fromJournal, ...figures } = resumed.json as Report & { resumed: number };
    expect(fromJournal).toBe(7);
    const { wins, draws, losses, endings, averageTurns, score } = whole.json as Report;
    expect(figures).toMatchObject({ games: 20, wins, draws, losses, endings, averageTurns, score });
    expect(readFileSync(journal, 'utf8').split('\n')).toHaveLength(1 + 20 + 1);
  }, 60_000);

  it('refuses a journal of another match, and a journal without a seed', () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'katz-journal-')), 'match.jsonl');
    expect(match(['solid', 'first', '--games', '4', '--seed', 'one', '--journal', journal]).status).toBe(0);
    const other = match(['solid', 'first', '--games', '4', '--seed', 'two', '--journal', journal, '--json']);
    expect(other.status).toBe(1);
    expect((other.json as { error: string }).error).toMatch(/journal of another match: its seed is "one"/);
    const unseeded = match(['solid', 'first', '--games', '4', '--journal', journal, '--json']);
    expect((unseeded.json as { error: string }).error).toMatch(/--journal needs --seed/);
  });

  it.each([
    [['solid', 'first', '--games', '3'], /--games must be an even number/],
    [['solid', 'ghost', '--games', '2'], /unknown bot "ghost"/],
    [['solid', '--games', '2'], /takes two bots/],
    [['solid', 'first', '--games', 'many'], /--games must be a whole number/],
    [['solid', 'first'], /--games is required/],
  ])('refuses bad arguments %j', (args, message) => {
    const run = match(args);
    expect(run.status).toBe(1);
    expect((run.json as { error: string }).error).toMatch(message);
  });
});

/** Runs `katz bot`, sends `lines`, and collects its answers, errors and exit code. */
function botSession(args: readonly string[], lines: readonly string[]) {
  return new Promise<{ answers: unknown[]; stderr: string; code: number | null }>((resolve) => {
    const child = spawn(binary, ['bot', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const answers: unknown[] = [];
    let stderr = '';
    createInterface({ input: child.stdout }).on('line', (line) => answers.push(JSON.parse(line)));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => {
      resolve({ answers, stderr, code });
    });
    child.stdin.end(lines.map((line) => `${line}\n`).join(''));
  });
}

describe('katz bot', () => {
  const hello = JSON.stringify({ type: 'hello', protocol: 'katz-bot', version: 1 });
  const position = dealt('serve');
  const decide = JSON.stringify({
    type: 'decide',
    id: 7,
    game: 'g1',
    view: viewPosition(position, position.toMove),
    legalActions: legalActions(position),
    timeMs: 1000,
  });

  it('answers the hello and then a legal action for each decide', async () => {
    const session = await botSession(
      ['--level', 'solid', '--seed', 'x'],
      [hello, decide, JSON.stringify({ type: 'bye' })],
    );
    expect(session.code).toBe(0);
    expect(session.answers[0]).toEqual({
      type: 'hello',
      protocol: 'katz-bot',
      version: 1,
      name: 'katz solid',
    });
    const answer = session.answers[1] as { type: string; id: number; action: unknown };
    expect(answer).toMatchObject({ type: 'action', id: 7 });
    expect(legalActions(position)).toContainEqual(answer.action);
  });

  it.each([
    [[decide], /expected the runner's hello first/],
    [[hello, 'not json'], /not a line of JSON/],
    [
      [JSON.stringify({ type: 'hello', protocol: 'katz-bot', version: 2 })],
      /this bot speaks katz-bot version 1/,
    ],
    [
      [hello, JSON.stringify({ type: 'decide', id: 1, game: 'g', view: {}, legalActions: [], timeMs: 5 })],
      /view: unknown field|view\.viewer/,
    ],
  ])('exits 1 with a message on stderr for bad input %#', async (lines, message) => {
    const session = await botSession(['--level', 'first'], lines);
    expect(session.code).toBe(1);
    expect(session.stderr).toMatch(message);
  });

  it('refuses an unknown level', async () => {
    const session = await botSession(['--level', 'grandmaster'], []);
    expect(session.code).toBe(1);
    expect(session.stderr).toMatch(/--level must be one of random, first, novice, beginner, solid, strong/);
  });
});
