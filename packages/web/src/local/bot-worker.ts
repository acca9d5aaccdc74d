/**
 * The computer player of a local game, in a Web Worker so that its search never stalls the table's animations.
 * It is given a level, a seed and the computer's own view, and answers with its action. The computer's seat in a
 * game keeps one bot for the whole game, as the server's does: the strong level then searches once per stretch
 * of turn and plays on from its plan, and a turn's thinking is held to the ceiling people play against
 * (`TURN_CEILING_MS`), however slow the device. A question outside a game (a hint) gets a fresh bot.
 *
 * Where the page is cross-origin isolated (the server sends COOP and COEP) and the device has a core to spare,
 * the strong level shares its playouts with a playout worker (`playout-worker.ts`): its decisions stay the
 * same, and more of its worlds fit under the ceiling.
 */
import { endsTurn, type Action, type PositionView } from '@katz/engine';
import {
  createBot,
  startTurnClock,
  TURN_CEILING_MS,
  type Bot,
  type BotLevel,
  type PlayoutHelper,
  type TurnClock,
} from '@katz/bots';
import { canSharePlayouts, startPlayoutWorkers } from '@katz/bots/web-workers';

export interface BotRequest {
  readonly id: number;
  readonly level: BotLevel;
  readonly seed: string;
  readonly view: PositionView;
  /** True for the computer's seat in the game: its bot and its turn clock are kept from one question to the next. */
  readonly seated: boolean;
}

export type BotReply =
  | { readonly id: number; readonly ok: true; readonly action: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotReply): void;
};

/** The playout helper, started at the strong level's first question; null where memory cannot be shared. */
let helper: PlayoutHelper | null | undefined;

function playoutHelper(): PlayoutHelper | null {
  if (helper === undefined)
    helper =
      canSharePlayouts() && navigator.hardwareConcurrency > 1
        ? startPlayoutWorkers(
            1,
            () => new Worker(new URL('./playout-worker.ts', import.meta.url), { type: 'module' }),
          ).helper
        : null;
  return helper;
}

/** The seat's bot, made at its first question; a question with another level or seed starts it anew. */
let seat: { readonly key: string; readonly bot: Bot; readonly clock: TurnClock } | null = null;

/** Only the strong level searches, so only it gets the helper. */
function createSeatBot(level: BotLevel, seed: string): Bot {
  const shared = level === 'strong' ? playoutHelper() : null;
  return createBot(level, shared === null ? { seed } : { seed, helper: shared });
}

function seatedDecision(level: BotLevel, seed: string, view: PositionView): Promise<Action> {
  const key = `${level}/${seed}`;
  if (seat?.key !== key)
    seat = { key, bot: createSeatBot(level, seed), clock: startTurnClock(TURN_CEILING_MS) };
  const { bot, clock } = seat;
  const asked = performance.now();
  return bot.decide(view, { deadline: clock.deadline(asked) }).then((action) => {
    clock.spend(performance.now() - asked, endsTurn(action));
    return action;
  });
}

scope.onmessage = ({ data }) => {
  const { id, level, seed, view, seated } = data;
  const decided = seated ? seatedDecision(level, seed, view) : createBot(level, { seed }).decide(view);
  decided.then(
    (action) => {
      scope.postMessage({ id, ok: true, action });
    },
    (error: unknown) => {
      scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
    },
  );
};
