/**
 * Planted errors for the review's tests (docs/review.md, "Planted errors"): positions from games between solid
 * players where a turn is clearly wrong, and that turn. Three kinds, as the issue names them:
 * - `stock skipped`: the stock's top could be played (straight away or through hand cards and discard tops,
 *   no king spent: the solid judgement's plan plays it), and the turn discards at once instead;
 * - `king discarded`: the solid judgement's turn, but its last card put down is the seat's only king, onto its
 *   fullest discard pile (a card buried under it);
 * - `opponent fed`: the seat cannot reach its own stock this turn and would only discard, and instead first
 *   builds a hand card up to one below the opponent's stock top, which they can then play.
 * Every planted turn is built from the seat's view alone, so it is legal whatever the hidden cards.
 *
 * An error is clear only in a game still open: where the seat has all but won or lost, no turn moves its chance
 * much, and a king thrown away by a seat whose opponent has two cards left costs nothing. So a position is kept
 * only where the seat's chance with the solid judgement's turn, measured in worlds of the generator's own (the
 * review's measure, not its worlds), lies between 10% and 90%.
 */
import { deal, SHUFFLE_VERSION, type PositionView } from '@katz/engine';
import {
  actionCard,
  actionKind,
  actionTarget,
  applyAction,
  BUILD_FROM_HAND,
  BUILD_FROM_STOCK,
  buildFromHand,
  buildingHeight,
  cardCode,
  createCoreState,
  DISCARD,
  discard,
  KING,
  rankOf,
  type ActionCode,
  type CardCode,
} from '@katz/engine/core';
import { createBot } from '../../src/bot.js';
import { SolidJudge } from '../../src/plan/solid-judge.js';
import { TurnSearch } from '../../src/plan/turn-search.js';
import { estimateOf } from '../../src/review/estimate.js';
import { gameSteps } from '../../src/review/game-steps.js';
import { PROPOSER_NODES } from '../../src/search/plan-search.js';
import { REVIEW_SETTINGS } from '../../src/review/review-settings.js';
import { WinChances } from '../../src/review/win-chances.js';
import { determinizer, seatDeterminizer } from '../../src/view-state.js';
import { Random } from '@katz/engine';
import { playBots } from '../play-bots.js';

export const PLANTED_KINDS = ['stock skipped', 'king discarded', 'opponent fed'] as const;
type PlantedKind = (typeof PLANTED_KINDS)[number];

export interface PlantedError {
  readonly kind: PlantedKind;
  /** Where it came from: the game's seed and the decision's index. */
  readonly source: string;
  readonly view: PositionView;
  /** The planted turn, up to where new cards would come into view. */
  readonly codes: readonly ActionCode[];
}

const planner = new TurnSearch(new SolidJudge(), { maxNodes: PROPOSER_NODES });

/** The solid judgement's plan from the view (it reads no hidden card): the turn each planted error spoils. */
export function solidPlan(view: PositionView): readonly ActionCode[] {
  const world = determinizer(view).sample(Random.fromSeed('planted'));
  return planner.plan(world).actions;
}

/** The chances a game is open between: outside them it is all but decided. */
const OPEN_GAME = { from: 0.1, to: 0.9 } as const;
const OPEN_GAME_WORLDS = 256;
const openness = new WinChances(REVIEW_SETTINGS.horizon);

/** Whether the seat's chance to win with `plan`, from its view, leaves the game open. */
function gameOpen(view: PositionView, plan: readonly ActionCode[]): boolean {
  const worlds = seatDeterminizer(view);
  const outcomes: number[][] = [[]];
  openness.extend(
    (random, into) => worlds.sample(random, into),
    Random.fromSeed('planted-open'),
    [plan],
    worlds.me,
    OPEN_GAME_WORLDS,
    outcomes,
  );
  const chance = estimateOf(outcomes[0]!).mean;
  return chance >= OPEN_GAME.from && chance <= OPEN_GAME.to;
}

/** The first empty discard pile of the seat, or pile 0. */
function discardPile(view: PositionView): number {
  const index = view.players[view.toMove].discards.findIndex((pile) => pile.length === 0);
  return index === -1 ? 0 : index;
}

function handCodes(view: PositionView): CardCode[] {
  return (view.players[view.toMove].hand ?? []).map(cardCode);
}

/** Whether `plan` leaves a building pile one below the opponent's stock top (a king there fits any pile). */
function feedsOpponent(view: PositionView, plan: readonly ActionCode[]): boolean {
  const top = view.players[1 - view.toMove]!.stockTop;
  if (top === null) return false;
  const needed = rankOf(cardCode(top));
  if (needed === KING) return true;
  const world = determinizer(view).sample(Random.fromSeed('feeds'));
  for (const action of plan) applyAction(world, action, null);
  for (let pile = 0; pile < 4; pile++) if (buildingHeight(world, pile) === needed - 1) return true;
  return false;
}

function stockSkipped(view: PositionView, plan: readonly ActionCode[]): ActionCode[] | null {
  // Clear only where no king is spent on the way (playing a king for one stock card early may be as good as
  // keeping it) and the stock's top is no king (a king fits at any time: it can wait).
  if (plan.at(-1) === undefined || actionKind(plan.at(-1)!) !== BUILD_FROM_STOCK) return null;
  if (plan.some((action) => actionKind(action) === BUILD_FROM_HAND && rankOf(actionCard(action)) === KING))
    return null;
  const stockTop = view.players[view.toMove].stockTop;
  if (stockTop === null || rankOf(cardCode(stockTop)) === KING) return null;
  // Nor where the plan leaves a building pile the opponent's stock top fits next: then waiting may be right.
  if (feedsOpponent(view, plan)) return null;
  // Nor where another building pile of the same height would serve next turn as well: the chance is clear
  // when the one pile that leads to the stock now may be built past by the opponent.
  const target = actionTarget(plan.at(-1)!);
  const height = view.building[target]!.length;
  if (view.building.some((pile, index) => index !== target && pile.length === height)) return null;
  const others = handCodes(view).filter((card) => rankOf(card) !== KING);
  if (others.length === 0) return null;
  const highest = others.reduce((best, card) => (rankOf(card) > rankOf(best) ? card : best));
  return [discard(highest, discardPile(view))];
}

/**
 * A king put down stays playable from the discard pile's top, so putting it down where the solid judgement puts
 * its card costs little (1 to 3 points, docs/review.md); the clear error is a king that also buries a card: put
 * onto the fullest discard pile (a card under it), by a seat that holds no other king.
 */
function kingDiscarded(view: PositionView, plan: readonly ActionCode[]): ActionCode[] | null {
  const last = plan.at(-1);
  if (last === undefined || actionKind(last) !== DISCARD || rankOf(actionCard(last)) === KING) return null;
  // The king must still be in hand when the turn ends: none of the plan's builds played it.
  const kings = handCodes(view).filter((card) => rankOf(card) === KING);
  const played = plan.filter(
    (action) => actionKind(action) === BUILD_FROM_HAND && rankOf(actionCard(action)) === KING,
  );
  if (kings.length !== 1 || played.length > 0) return null;
  const piles = view.players[view.toMove].discards;
  const fullest = piles.reduce((best, pile, index) => (pile.length > piles[best]!.length ? index : best), 0);
  if (piles[fullest]!.length === 0) return null;
  return [...plan.slice(0, -1), discard(kings[0]!, fullest)];
}

function opponentFed(view: PositionView, plan: readonly ActionCode[]): ActionCode[] | null {
  const opponentTop = view.players[1 - view.toMove]!.stockTop;
  if (opponentTop === null || plan.length !== 1 || actionKind(plan[0]!) !== DISCARD) return null;
  const needed = rankOf(cardCode(opponentTop));
  if (needed === KING || needed < 2) return null;
  const world = createCoreState();
  const kept = actionCard(plan[0]!);
  for (const card of handCodes(view)) {
    if (rankOf(card) !== needed - 1 || card === kept) continue;
    for (let pile = 0; pile < 4; pile++) {
      if (view.building[pile]!.length !== needed - 2) continue;
      // Checked on a world drawn from the view: the build and the discard after it are legal there.
      determinizer(view).sample(Random.fromSeed('fed'), world);
      const build = buildFromHand(card, pile);
      applyAction(world, build, null);
      if (buildingHeight(world, pile) !== needed - 1) continue;
      return [build, plan[0]!];
    }
  }
  return null;
}

const PLANTERS: Readonly<
  Record<PlantedKind, (view: PositionView, plan: readonly ActionCode[]) => ActionCode[] | null>
> = { 'stock skipped': stockSkipped, 'king discarded': kingDiscarded, 'opponent fed': opponentFed };

/**
 * `perKind` planted errors of each kind, from games between solid players on the deals `${seed}-0`, `-1`, …;
 * one error of a kind per game at most, drawn among the game's positions that have one, so that they come from
 * many games and every stage of a game (the same error planted on four turns in a row of one game counted four).
 */
export async function plantedErrors(perKind: number, seed = 'planted'): Promise<PlantedError[]> {
  const found: Record<PlantedKind, PlantedError[]> = {
    'stock skipped': [],
    'king discarded': [],
    'opponent fed': [],
  };
  for (let game = 0; PLANTED_KINDS.some((kind) => found[kind].length < perKind); game++) {
    if (game > 50 * perKind) throw new Error(`planted errors: too few positions in ${game} games`);
    const gameSeed = `${seed}-${game}`;
    const dealt = deal(gameSeed);
    if (!dealt.ok) throw new Error(dealt.error.message);
    const bots = [
      createBot('solid', { seed: `${gameSeed}-0` }),
      createBot('solid', { seed: `${gameSeed}-1` }),
    ] as const;
    const actions = await playBots(bots, dealt.value);
    const steps = gameSteps({ seed: gameSeed, shuffle: SHUFFLE_VERSION, actions });
    const candidates = new Map<PlantedKind, PlantedError[]>(PLANTED_KINDS.map((kind) => [kind, []]));
    for (const decision of steps.decisions) {
      const plan = solidPlan(decision.view);
      let open: boolean | undefined;
      for (const kind of PLANTED_KINDS) {
        if (found[kind].length >= perKind) continue;
        const codes = PLANTERS[kind](decision.view, plan);
        if (codes === null) continue;
        open ??= gameOpen(decision.view, plan);
        if (!open) continue;
        const source = `${gameSeed}#${decision.index}`;
        candidates.get(kind)!.push({ kind, source, view: decision.view, codes });
      }
    }
    for (const [kind, errors] of candidates) {
      if (errors.length === 0 || found[kind].length >= perKind) continue;
      found[kind].push(errors[Random.fromSeed(`${gameSeed}-${kind}`).below(errors.length)]!);
    }
  }
  return PLANTED_KINDS.flatMap((kind) => found[kind]);
}
