/**
 * A card drawn by the app: a large index in the top-left corner (rank over suit, readable when the card lies
 * fanned under others), and the suit large in the middle. A back is a pattern with no information.
 */
import type { Card } from '@katz/engine';
import { isRed, printedRank, SUIT_SYMBOL, suitOf, valuePrint } from './card-names.js';
import './cards.css';

export interface PlayingCardProps {
  /** null: the card's back. */
  readonly card: Card | null;
  /** A value for a king on a building pile: the value it stands for. */
  readonly standsFor?: number | undefined;
}

export function PlayingCard({ card, standsFor }: PlayingCardProps) {
  if (card === null) return <span className="card card-back" aria-hidden="true" />;
  const rank = printedRank(card);
  const suit = SUIT_SYMBOL[suitOf(card)];
  return (
    <span className={`card card-face ${isRed(card) ? 'card-red' : 'card-black'}`} aria-hidden="true">
      <span className="card-index">
        <span className="card-rank">{rank}</span>
        <span className="card-suit">{suit}</span>
      </span>
      <span className="card-pip">{suit}</span>
      {standsFor !== undefined && rank === 'K' ? (
        <span className="card-stands-for">= {valuePrint(standsFor)}</span>
      ) : null}
    </span>
  );
}
