/**
 * A match worker thread: sets up both seats once, then plays the games the main thread hands it, one at a time,
 * and posts each result back. External programs are started here, one per seat and worker.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startPlayoutThreads } from '../threads/playout-threads.js';
import { BotFault } from './bot-fault.js';
import { dealSeed } from './match-seeds.js';
import { playGame } from './play-game.js';
import { createSeat, type Seat } from './seat.js';
import type { FromWorker, ToWorker, WorkerSetup } from './worker-messages.js';

const setup = workerData as WorkerSetup;
const port = parentPort;
if (port === null) throw new Error('worker.ts runs as a worker thread of the match runner');

const post = (message: FromWorker) => {
  port.postMessage(message);
};

const playoutThreads = setup.seats.playoutThreads ?? 0;
const threads = playoutThreads > 0 ? startPlayoutThreads(playoutThreads) : null;
const seatA: Seat = createSeat(setup.a, setup.seats, threads?.helper);
const seatB: Seat = createSeat(setup.b, setup.seats, threads?.helper);

async function start(): Promise<void> {
  try {
    await seatA.start();
    await seatB.start();
    post({ type: 'ready' });
  } catch (error) {
    post({ type: 'fatal', message: error instanceof Error ? error.message : String(error) });
  }
}

async function play(index: number): Promise<void> {
  const dealIndex = Math.floor(index / 2);
  const aPlayer = (index % 2) as 0 | 1;
  const seats: [Seat, Seat] = aPlayer === 0 ? [seatA, seatB] : [seatB, seatA];
  try {
    const result = await playGame(seats, dealSeed(setup.seed, dealIndex), `g${index}`, {
      ...(setup.seats.turnMs !== undefined && { turnMs: setup.seats.turnMs }),
    });
    post({ type: 'result', index, deal: dealIndex, aPlayer, result });
  } catch (error) {
    // A seat that cannot even start a game (an external program whose restart fails) ends the match.
    const message = error instanceof BotFault || error instanceof Error ? error.message : String(error);
    post({ type: 'fatal', message });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'play') void play(message.index);
  else {
    void Promise.all([seatA.stop(), seatB.stop(), threads?.close()]).then(() => {
      port.close();
    });
  }
});

void start();
