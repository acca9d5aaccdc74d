/**
 * An arena for the load bench to run beside its load (arena-driver.ts), made through the API as people make one:
 * a registered creator creates it (only a registered player may), `players` guests join it, each a session of its
 * own on one of the setup's processes as a load balancer would place them, and then the creator starts it, which
 * pairs everyone at once. The creator leaves before the start, so that the arena holds exactly `players`.
 */
import type { Random } from '@katz/engine';
import { ENDPOINTS } from '@katz/protocol';
import { BenchPlayer } from './bench-player.js';

/** Guests joining at once: each join holds the tournament's row, so more would only queue in the database. */
const JOINING_AT_ONCE = 8;
/** How far ahead the arena is set to start, were its creator not to start it. */
const START_LATER_MS = 3_600_000;

export interface Arena {
  readonly id: string;
  /** The creator's session, which reads the arena's page and its games. */
  readonly reader: BenchPlayer;
  /** Each player's session, by their player id. */
  readonly players: ReadonlyMap<string, BenchPlayer>;
  /** How long making it took: the creator, the players' sessions and joins, the start with its first pairing. */
  readonly seconds: number;
}

export async function startArena(urls: readonly string[], players: number, random: Random): Promise<Arena> {
  const start = performance.now();
  const pick = () => urls[random.below(urls.length)] ?? '';
  const creator = new BenchPlayer(pick());
  await creator.call(ENDPOINTS.startSession);
  await creator.call(ENDPOINTS.register, {
    body: { username: 'arena-bench', password: 'arena-bench-password' },
  });
  const { id } = await creator.call(ENDPOINTS.createTournament, {
    body: {
      name: 'Load bench arena',
      format: 'arena',
      minutes: 120,
      // Long turns: the driver ends every game by resigning it long before a clock runs out.
      turnSeconds: 300,
      maxPlayers: 1000,
      // Set for later and started by its creator once everyone has joined: an arena set to start now is started
      // by the server's next step, half a second later, and would pair the first few players as they join.
      startsAt: new Date(Date.now() + START_LATER_MS).toISOString(),
    },
  });
  const sessions = new Map<string, BenchPlayer>();
  let joined = 0;
  const joinOne = async (): Promise<void> => {
    while (joined < players) {
      joined++;
      const player = new BenchPlayer(pick());
      const session = await player.call(ENDPOINTS.startSession);
      // The answer is the arena's page, as large as its players: not read, only its status.
      const reply = await player.request(ENDPOINTS.joinTournament, { params: { id } }, { check: false });
      if (!reply.ok) throw new Error(`joining the arena: ${reply.error.code}: ${reply.error.message}`);
      sessions.set(session.id, player);
    }
  };
  await Promise.all(Array.from({ length: JOINING_AT_ONCE }, joinOne));
  await creator.call(ENDPOINTS.leaveTournament, { params: { id } });
  await creator.call(ENDPOINTS.startTournament, { params: { id } });
  return { id, reader: creator, players: sessions, seconds: (performance.now() - start) / 1000 };
}
