/**
 * Why the better turn is better, in facts a player can check (docs/review.md, "Why"): both turns are played out
 * from the seat's view, as far as the view tells what they do (the building piles, the seat's own discard piles,
 * its hand, the opponent's stock top and discard tops, none of which a turn's hidden cards change), and what
 * differs between the two tables they leave is said, in the order a player would weigh it:
 *
 * 1. `stock`: the better turn plays a card from the stock, the played one does not (the stock is the game);
 * 2. `opponent-stock`: the played turn leaves a building pile the opponent's stock top fits, the better does not;
 * 3. `king`: the played turn spends a King (builds or discards it) that the better turn keeps;
 * 4. `hand`: the better turn plays out the whole hand, which draws five new cards at once;
 * 5. `buried`: the played turn discards a card onto a lower one, burying it, and the better turn buries none;
 * 6. `opponent-cards`: after the played turn more of the opponent's discard tops fit a building pile.
 *
 * Only what favours the better turn is said. Where none of these differ, the list is empty, and the page says
 * that no single reason stands out rather than invent one: the better turn then scored better over the futures
 * the review played out, for reasons of many small parts.
 */
import { encodeAction, Random, type Action, type Card, type PositionView } from '@katz/engine';
import {
  actionCard,
  actionKind,
  actionSourcePile,
  actionTarget,
  applyAction,
  BUILD_FROM_DISCARD,
  BUILD_FROM_HAND,
  BUILD_FROM_STOCK,
  buildingHeight,
  cardAt,
  cardCode,
  cardName,
  copyInto,
  createCoreState,
  DISCARD,
  discardOf,
  fitsOnPile,
  KING,
  pileLength,
  rankOf,
  stockOf,
  topCard,
  type ActionCode,
  type CoreState,
} from '@katz/engine/core';
import { seatDeterminizer } from '../view-state.js';

export type TurnReason =
  | { readonly reason: 'stock' }
  /** The opponent's stock top that the played turn lets them play. */
  | { readonly reason: 'opponent-stock'; readonly card: Card }
  /** Kings the played turn spends, and the better one. */
  | { readonly reason: 'king'; readonly played: number; readonly better: number }
  | { readonly reason: 'hand' }
  /** The card the played turn discards, the one it buries, and the pile (0 to 3). */
  | { readonly reason: 'buried'; readonly card: Card; readonly under: Card; readonly pile: number }
  /** How many of the opponent's discard tops fit a building pile after each turn. */
  | { readonly reason: 'opponent-cards'; readonly played: number; readonly better: number };

export type ReasonCode = TurnReason['reason'];

/** What a turn did, as far as the seat's view tells. */
interface TurnFacts {
  readonly stockPlays: number;
  readonly kings: number;
  readonly handEmptied: boolean;
  /** The first card discarded onto a lower one, with it and its pile; null for none. */
  readonly buried: { readonly card: number; readonly under: number; readonly pile: number } | null;
  readonly feedsStock: boolean;
  readonly opponentFits: number;
}

/** Whether a card fits any building pile of `world`. */
function fitsAnywhere(world: CoreState, code: number): boolean {
  for (let pile = 0; pile < 4; pile++) if (fitsOnPile(code, buildingHeight(world, pile))) return true;
  return false;
}

/** Plays `codes` in `world` (a copy of a world drawn from the seat's view) and reads what the view tells. */
function factsOf(view: PositionView, start: CoreState, codes: readonly ActionCode[]): TurnFacts {
  const me = view.toMove;
  const opponent = me === 0 ? 1 : 0;
  const world = createCoreState();
  copyInto(world, start);
  let stockPlays = 0;
  let kings = 0;
  let handPlays = 0;
  let discards = 0;
  let buried: TurnFacts['buried'] = null;
  for (const code of codes) {
    const kind = actionKind(code);
    if (kind === BUILD_FROM_STOCK) {
      stockPlays++;
      if (rankOf(topCard(world, stockOf(me))) === KING) kings++;
    } else if (kind === BUILD_FROM_HAND) {
      handPlays++;
      if (rankOf(actionCard(code)) === KING) kings++;
    } else if (kind === BUILD_FROM_DISCARD) {
      const pile = discardOf(me, actionSourcePile(code));
      if (pileLength(world, pile) > 0 && rankOf(topCard(world, pile)) === KING) kings++;
    } else if (kind === DISCARD) {
      discards++;
      const card = actionCard(code);
      const target = actionTarget(code);
      const pile = discardOf(me, target);
      if (rankOf(card) === KING) kings++;
      else if (buried === null && pileLength(world, pile) > 0) {
        const under = topCard(world, pile);
        if (rankOf(under) < rankOf(card)) buried = { card, under, pile: target };
      }
    }
    applyAction(world, code, null);
  }
  const opponentStock = view.players[opponent].stockTop;
  const stockCode = opponentStock === null ? null : cardCode(opponentStock);
  let opponentFits = 0;
  for (let pile = 0; pile < 4; pile++) {
    const discardPile = discardOf(opponent, pile);
    const length = pileLength(world, discardPile);
    if (length === 0) continue;
    const top = cardAt(world, discardPile, length - 1);
    if (rankOf(top) !== KING && fitsAnywhere(world, top)) opponentFits++;
  }
  const handCount = view.players[me].hand?.length ?? 0;
  return {
    stockPlays,
    kings,
    handEmptied: discards === 0 && handPlays === handCount && handCount > 0,
    buried,
    // A king on top of the opponent's stock fits every pile whatever the turn: it says nothing of the turn.
    feedsStock: stockCode !== null && rankOf(stockCode) !== KING && fitsAnywhere(world, stockCode),
    opponentFits,
  };
}

/** Why `better` is the better turn than `played`, from the seat's view as the decision began. */
export function turnReasons(
  view: PositionView,
  played: readonly Action[],
  better: readonly Action[],
): TurnReason[] {
  const start = seatDeterminizer(view).sample(Random.fromSeed('reasons'));
  const mine = factsOf(view, start, played.map(encodeAction));
  const theirs = factsOf(view, start, better.map(encodeAction));
  const reasons: TurnReason[] = [];
  if (theirs.stockPlays > mine.stockPlays) reasons.push({ reason: 'stock' });
  const opponentStock = view.players[view.toMove === 0 ? 1 : 0].stockTop;
  if (mine.feedsStock && !theirs.feedsStock && opponentStock !== null)
    reasons.push({ reason: 'opponent-stock', card: opponentStock });
  if (mine.kings > theirs.kings) reasons.push({ reason: 'king', played: mine.kings, better: theirs.kings });
  if (theirs.handEmptied && !mine.handEmptied) reasons.push({ reason: 'hand' });
  if (mine.buried !== null && theirs.buried === null) {
    const { card, under, pile } = mine.buried;
    reasons.push({ reason: 'buried', card: cardName(card), under: cardName(under), pile });
  }
  if (mine.opponentFits > theirs.opponentFits) {
    reasons.push({ reason: 'opponent-cards', played: mine.opponentFits, better: theirs.opponentFits });
  }
  return reasons;
}
