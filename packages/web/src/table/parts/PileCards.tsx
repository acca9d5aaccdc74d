/**
 * The cards of one pile: stacked (only the top shows; used for stocks, building piles and the draw pile) or
 * fanned downwards so that every card's index can be read (discard piles). The top card carries `data-top`,
 * which the animations look for.
 */
import type { Card } from '@katz/engine';
import type { CSSProperties } from 'react';
import { PlayingCard } from '../../cards/PlayingCard.js';
import './PileCards.css';

export interface PileCardsProps {
  /** Bottom to top; null stands for a card's back. */
  readonly cards: readonly (Card | null)[];
  readonly layout: 'stack' | 'fan';
  /** What an empty pile shows in its outline. */
  readonly emptyText?: string;
  /** For a king on top of a building pile: the value it stands for. */
  readonly standsFor?: number;
}

export function PileCards({ cards, layout, emptyText, standsFor }: PileCardsProps) {
  if (cards.length === 0) {
    return (
      <span className="pile-empty" data-top aria-hidden="true">
        {emptyText}
      </span>
    );
  }
  if (layout === 'stack') {
    const top = cards.at(-1) ?? null;
    return (
      <span className={`pile-stack${cards.length > 1 ? ' pile-stack-deep' : ''}`}>
        <span className="pile-card" data-top data-card={top ?? undefined}>
          <PlayingCard card={top} standsFor={standsFor} />
        </span>
      </span>
    );
  }
  // The fan's steps are worked out in PileCards.css from these: the number of gaps between cards, and each card's
  // place counted from the bottom (--i) and from the top (--k).
  const gaps = cards.length - 1;
  const style = { '--fan-gaps': gaps, '--fan-n': Math.max(1, gaps) } as CSSProperties;
  return (
    <span className="pile-fan" style={style}>
      {cards.map((card, index) => (
        <span
          // Cards in a pile never move within it, so the position names a card for its whole stay.
          key={index}
          className="pile-card"
          style={{ '--i': index, '--k': gaps - index } as CSSProperties}
          data-top={index === cards.length - 1 ? true : undefined}
          data-card={card ?? undefined}
        >
          <PlayingCard card={card} />
        </span>
      ))}
    </span>
  );
}
