import {
  buildFromDiscard,
  buildFromHand,
  buildFromStock,
  buildingHeight,
  cardAt,
  discard,
  discardOf,
  fitsOnPile,
  handOf,
  pileLength,
  playerToMove,
  stockOf,
  topCard,
  type ActionCode,
  type CardCode,
  type CoreState,
} from '@katz/engine/core';
import type { Random } from '@katz/engine';
import type { Policy } from './policy.js';

/**
 * How often the novice looks at its own discard tops when its hand has nothing to build: a newcomer watches
 * the hand it holds and often forgets the cards it laid down. Tuned so that the novice scores between 30% and
 * 45% against `first` (docs/bots.md, "Levels").
 */
const NOVICE_SEES_DISCARDS = 0.25;

/**
 * How often, with hand cards that build, the novice sees one of them before it ends its turn with a discard: a
 * newcomer sometimes overlooks that a card fits. Tuned with `NOVICE_SEES_DISCARDS`.
 */
const NOVICE_SEES_HAND_BUILDS = 0.8;

const candidates: number[] = [];

/** The building piles that take a card, in `candidates`; their count. */
function fittingPiles(state: CoreState, card: CardCode): number {
  candidates.length = 0;
  for (let pile = 0; pile < 4; pile++)
    if (fitsOnPile(card, buildingHeight(state, pile))) candidates.push(pile);
  return candidates.length;
}

/** One of the building piles that take `card` (any of them: a newcomer does not weigh the choice), or -1. */
function somePile(state: CoreState, card: CardCode, random: Random): number {
  const count = fittingPiles(state, card);
  return count === 0 ? -1 : candidates[random.below(count)]!;
}

/** A hand card that builds somewhere, picked at random among those that do (kings too), with its pile. */
function handBuild(state: CoreState, me: number, random: Random): ActionCode | undefined {
  const hand = handOf(me);
  const fitting: CardCode[] = [];
  for (let i = 0; i < pileLength(state, hand); i++) {
    const card = cardAt(state, hand, i);
    if (fittingPiles(state, card) > 0) fitting.push(card);
  }
  if (fitting.length === 0) return undefined;
  const card = fitting[random.below(fitting.length)]!;
  return buildFromHand(card, somePile(state, card, random));
}

function discardBuild(state: CoreState, me: number, random: Random): ActionCode | undefined {
  for (let pile = 0; pile < 4; pile++) {
    const discardPile = discardOf(me, pile);
    if (pileLength(state, discardPile) === 0) continue;
    const target = somePile(state, topCard(state, discardPile), random);
    if (target >= 0) return buildFromDiscard(pile, target);
  }
  return undefined;
}

/**
 * The novice, the first level offered to people: someone in their first games. It plays its stock card when
 * that fits a building pile as it lies (the obvious move), and otherwise plays hand cards that fit, any of them,
 * kings included. It makes a beginner's mistakes: it does not look ahead for the cards or the king that would
 * free its stock, it often forgets its discard piles, it never asks what a build gives the opponent's stock,
 * and it discards without a plan, a random hand card onto a random discard pile.
 *
 * It reads only what its player sees (its hand, its discard tops, its stock top, the building piles).
 */
export const novicePolicy: Policy = (state, random) => {
  const me = playerToMove(state);
  const stockTarget = somePile(state, topCard(state, stockOf(me)), random);
  if (stockTarget >= 0) return buildFromStock(stockTarget);
  const fromHand = random.fraction() < NOVICE_SEES_HAND_BUILDS ? handBuild(state, me, random) : undefined;
  if (fromHand !== undefined) return fromHand;
  if (random.fraction() < NOVICE_SEES_DISCARDS) {
    const fromDiscard = discardBuild(state, me, random);
    if (fromDiscard !== undefined) return fromDiscard;
  }
  const hand = handOf(me);
  return discard(cardAt(state, hand, random.below(pileLength(state, hand))), random.below(4));
};
