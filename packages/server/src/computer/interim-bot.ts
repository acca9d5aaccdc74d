/**
 * TEMPORARY, until @katz/bots lands on main: the bots package's contract (its `BotLevel`, `PLAYER_LEVELS`,
 * `createBot`) implemented by one uniformly random legal player for every level, so that the server and its
 * tests run. At merge, computer/levels.ts and computer/bot-worker.ts import from '@katz/bots' instead and this
 * file is deleted.
 *
 * Like a real bot it sees only the view of the seat to move. Every action it may take is legal whatever the
 * hidden cards are, so it enumerates candidates from the view and keeps those that fit.
 */
import { Random, type Action, type Card, type PileIndex, type PositionView } from '@katz/engine';

export type BotLevel = 'random' | 'first' | 'beginner' | 'solid' | 'strong';

export const PLAYER_LEVELS: readonly {
  readonly level: BotLevel;
  readonly name: { readonly en: string; readonly de: string; readonly nl: string };
}[] = [
  { level: 'random', name: { en: 'Random', de: 'Zufall', nl: 'Willekeurig' } },
  { level: 'first', name: { en: 'First legal move', de: 'Erster Zug', nl: 'Eerste zet' } },
  { level: 'beginner', name: { en: 'Beginner', de: 'Anfänger', nl: 'Beginner' } },
  { level: 'solid', name: { en: 'Solid', de: 'Solide', nl: 'Degelijk' } },
  { level: 'strong', name: { en: 'Strong', de: 'Stark', nl: 'Sterk' } },
];

export interface BotOptions {
  readonly seed: string;
  readonly budgetMs?: number;
  readonly iterations?: number;
}

export interface Bot {
  readonly level: BotLevel;
  decide(view: PositionView): Promise<Action>;
}

export function createBot(level: BotLevel, options: BotOptions): Bot {
  const random = Random.fromSeed(options.seed);
  return {
    level,
    decide: (view) => {
      const legal = legalFromView(view);
      const choice = level === 'first' ? legal[0] : legal[random.below(legal.length)];
      if (choice === undefined)
        return Promise.reject(new Error('the bot was asked to move in a finished game'));
      return Promise.resolve(choice);
    },
  };
}

const PILES: readonly PileIndex[] = [0, 1, 2, 3];
const RANK_VALUE: Readonly<Record<string, number>> = { A: 1, J: 11, Q: 12, K: 13 };

const valueOf = (card: Card): number => {
  const rank = card.slice(0, -1);
  return RANK_VALUE[rank] ?? Number(rank);
};

/** A card fits a building pile of n cards if it has value n + 1 or is a king (docs/rules.md). */
const fits = (card: Card, pile: readonly Card[]): boolean =>
  valueOf(card) === 13 || valueOf(card) === pile.length + 1;

function legalFromView(view: PositionView): Action[] {
  const me = view.players[view.toMove];
  const actions: Action[] = [];
  const builds = (card: Card, make: (to: PileIndex) => Action) => {
    for (const to of PILES) if (fits(card, view.building[to])) actions.push(make(to));
  };
  if (me.stockTop !== null) builds(me.stockTop, (to) => ({ type: 'build', from: 'stock', to }));
  for (const pile of PILES) {
    const top = me.discards[pile].at(-1);
    if (top !== undefined) builds(top, (to) => ({ type: 'build', from: 'discard', pile, to }));
  }
  for (const card of new Set(me.hand ?? [])) {
    builds(card, (to) => ({ type: 'build', from: 'hand', card, to }));
    for (const to of PILES) actions.push({ type: 'discard', card, to });
  }
  return actions;
}
