/**
 * One growing load on one setup: pairs of players join (each player on one of the setup's processes, chosen at
 * random as a load balancer would), each pair plays its games at a person's pace, and `measure` opens a window
 * in which every play, every new game and the processes' CPU time and memory are measured. While measuring,
 * probes make new games at a steady rate (and resign them at once) to time a game's creation under the load.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Random } from '@katz/engine';
import { postgresCpuSeconds } from './database-cpu.js';
import { LivePair } from './live-pair.js';
import { Meter } from './meter.js';
import type { LoadOptions } from './options.js';
import type { Samples } from './samples.js';
import type { RunningSetup } from './server-setups.js';

/** Pairs made at once while the load grows. */
const JOINING_AT_ONCE = 16;
/** Pairs kept for the probes: a probe finds one free unless the server is far behind. */
const PROBE_PAIRS = 8;

export interface Percentiles {
  readonly p50: number;
  readonly p99: number;
  readonly count: number;
}

export interface LoadFigures {
  readonly games: number;
  readonly seconds: number;
  /** The window by the wall clock (epoch ms), to line up what else ran meanwhile (an arena, arena-driver.ts). */
  readonly window: { readonly from: number; readonly to: number };
  /** Plays acknowledged per second in the window. */
  readonly served: number;
  /** Plays per second the games would make if every answer were instant. */
  readonly offered: number;
  readonly ack: Percentiles;
  readonly opponent: Percentiles;
  readonly created: Percentiles;
  readonly firstUpdate: Percentiles;
  readonly refused: ReadonlyMap<string, number>;
  readonly late: number;
  /** Each process's CPU in the window, in percent of one core. */
  readonly serverCpu: readonly number[];
  /** The processes' CPU time per play acknowledged, in ms: the figure that least depends on a busy machine. */
  readonly cpuMsPerPlay: number;
  /** The local PostgreSQL server's CPU time per play acknowledged, in ms; null on PGlite (it is in the server). */
  readonly databaseMsPerPlay: number | null;
  /** The share of the window each process's main thread was ready to run but waited for a core, in percent. */
  readonly serverWaited: readonly number[];
  /** Each process's resident memory at the end of the window, in MiB. */
  readonly serverMiB: readonly number[];
  /** The processes' memory above what they held before the games, per game, in KiB. */
  readonly kibPerGame: number;
  /** The load generator's own CPU in the window, in percent of one core, and its event loop's p99 delay. */
  readonly generatorCpu: number;
  readonly generatorDelayP99: number;
  /** How long each vacuum of the embedded database in the window took, in ms; null on PostgreSQL. */
  readonly vacuums: readonly number[] | null;
  /** How long each kept review the processes finished in the window took to compute, in ms. */
  readonly reviews: readonly number[];
  /** How long the games added for this load took to make, and how many they were. */
  readonly joined: { readonly games: number; readonly seconds: number };
}

export class Load {
  private readonly meter = new Meter();
  private readonly pairs: LivePair[] = [];
  private readonly probes: LivePair[] = [];
  private readonly placement = Random.fromSeed('placement');
  private baselineKiB = 0;
  private joined = { games: 0, seconds: 0 };

  constructor(
    private readonly setup: RunningSetup,
    private readonly options: LoadOptions,
  ) {}

  /** Joins the probes' players and notes the memory the processes hold before any game. */
  async start(): Promise<void> {
    for (let index = 0; index < PROBE_PAIRS; index++) {
      const probe = this.newPair(`probe-${index}`);
      await probe.join();
      this.probes.push(probe);
    }
    // A few games first, so that the baseline holds what starting up and the first requests allocate.
    for (const probe of this.probes) {
      await probe.newGame();
      await probe.resign();
    }
    await sleep(2000);
    this.baselineKiB = this.totalKiB();
  }

  get games(): number {
    return this.pairs.length;
  }

  /** Adds pairs, each playing from its first game on, until `games` games run. */
  async grow(games: number): Promise<void> {
    const start = performance.now();
    const before = this.pairs.length;
    let next = before;
    const joinOne = async (): Promise<void> => {
      while (next < games) {
        const pair = this.newPair(`pair-${next++}`);
        this.pairs.push(pair);
        await pair.join();
        await pair.play();
      }
    };
    await Promise.all(Array.from({ length: JOINING_AT_ONCE }, joinOne));
    this.joined = { games: this.pairs.length - before, seconds: (performance.now() - start) / 1000 };
  }

  /** Lets the load settle, then measures it for the configured time. */
  async measure(): Promise<LoadFigures> {
    const { options, meter, setup } = this;
    await sleep(options.warmupSeconds * 1000);
    meter.reset();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const cpuBefore = setup.servers.map((server) => server.cpuSeconds());
    const databaseBefore = setup.database === 'postgres' ? postgresCpuSeconds() : null;
    const waitedBefore = setup.servers.map((server) => server.waitedSeconds());
    const generatorBefore = process.cpuUsage();
    const start = performance.now();
    const from = Date.now();
    meter.recording = true;
    await this.probeUntil(start + options.seconds * 1000);
    meter.recording = false;
    const end = performance.now();
    const to = Date.now();
    const seconds = (end - start) / 1000;
    const generator = process.cpuUsage(generatorBefore);
    delay.disable();
    const meanPaceSeconds = (options.pace.minMs + options.pace.maxMs) / 2000;
    const cpuUsed = setup.servers.map((server, index) => server.cpuSeconds() - (cpuBefore[index] ?? 0));
    const databaseAfter = databaseBefore === null ? null : postgresCpuSeconds();
    return {
      games: this.pairs.length,
      seconds,
      window: { from, to },
      served: meter.ack.count / seconds,
      offered: this.pairs.length / meanPaceSeconds,
      ack: percentiles(meter.ack),
      opponent: percentiles(meter.opponent),
      created: percentiles(meter.created),
      firstUpdate: percentiles(meter.firstUpdate),
      refused: new Map(meter.errors),
      late: meter.late,
      serverCpu: cpuUsed.map((used) => (100 * used) / seconds),
      serverWaited: setup.servers.map(
        (server, index) => (100 * (server.waitedSeconds() - (waitedBefore[index] ?? 0))) / seconds,
      ),
      cpuMsPerPlay: (1000 * cpuUsed.reduce((sum, used) => sum + used, 0)) / Math.max(1, meter.ack.count),
      databaseMsPerPlay:
        databaseBefore === null || databaseAfter === null
          ? null
          : (1000 * (databaseAfter - databaseBefore)) / Math.max(1, meter.ack.count),
      serverMiB: setup.servers.map((server) => server.rssKiB() / 1024),
      kibPerGame: (this.totalKiB() - this.baselineKiB) / Math.max(1, this.pairs.length),
      generatorCpu: (100 * (generator.user + generator.system)) / 1e6 / seconds,
      generatorDelayP99: delay.percentile(99) / 1e6,
      vacuums:
        setup.database === 'pglite'
          ? setup.servers.flatMap((server) => server.vacuumsBetween(start, end))
          : null,
      reviews: setup.servers.flatMap((server) => server.reviewsBetween(start, end)),
      joined: this.joined,
    };
  }

  stop(): void {
    for (const pair of [...this.pairs, ...this.probes]) pair.stop();
  }

  /** Starts a probe every 1/rate seconds on a free probe pair until `until`, then waits for those running. */
  private async probeUntil(until: number): Promise<void> {
    const rate = this.options.probesPerSecond;
    const free = [...this.probes];
    const running = new Set<Promise<void>>();
    const everyMs = rate > 0 ? 1000 / rate : Number.POSITIVE_INFINITY;
    for (let at = performance.now(); at < until; at += everyMs) {
      await sleep(Math.max(0, Math.min(at, until) - performance.now()));
      const probe = free.pop();
      if (!probe || performance.now() >= until) continue;
      const run = probe
        .newGame()
        .then(() => probe.resign())
        .finally(() => {
          free.push(probe);
          running.delete(run);
        });
      running.add(run);
    }
    await sleep(Math.max(0, until - performance.now()));
    await Promise.all(running);
  }

  private newPair(seed: string): LivePair {
    const urls = this.setup.servers.map((server) => server.url);
    const pick = () => urls[this.placement.below(urls.length)] ?? '';
    return new LivePair({
      urls: [pick(), pick()],
      meter: this.meter,
      random: Random.fromSeed(seed),
      pace: this.options.pace,
    });
  }

  private totalKiB(): number {
    return this.setup.servers.reduce((sum, server) => sum + server.rssKiB(), 0);
  }
}

const percentiles = (samples: Samples): Percentiles => ({
  p50: samples.percentile(50),
  p99: samples.percentile(99),
  count: samples.count,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
