/**
 * A discard pile shown whole, beside the pile: every card from the bottom to the top, as its corner reads, with
 * the top card marked. Screen readers hear the pile's cards in the pile's own label, so this is for the eyes.
 */
import type { Card, PositionView } from '@katz/engine';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { isRed, printedRank, SUIT_SYMBOL, suitOf } from '../../cards/card-names.js';
import type { TableT } from '../words/table-words.js';
import type { ShownPile } from '../control/pile-show.js';
import './PileShow.css';

const MARGIN = 6;

export function PileShow({
  t,
  view,
  names,
  shown,
  root,
}: {
  readonly t: TableT;
  readonly view: PositionView;
  readonly names: readonly [string, string];
  readonly shown: ShownPile;
  readonly root: RefObject<HTMLElement | null>;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  const [, seatText, pileText] = /^discard-(\d)-(\d)$/.exec(shown.slot) ?? [];
  const seat = seatText === '1' ? 1 : 0;
  const index = Number(pileText ?? 0) as 0 | 1 | 2 | 3;
  const cards: readonly Card[] = view.players[seat].discards[index];

  // Beside the pile: above it when it is in the lower half of the screen, else below; within the screen.
  useLayoutEffect(() => {
    const pile = root.current?.querySelector(`[data-slot="${shown.slot}"]`);
    const box = panel.current?.getBoundingClientRect();
    if (!pile || box === undefined) return;
    const rect = pile.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const left = Math.min(
      Math.max(MARGIN, rect.left + rect.width / 2 - box.width / 2),
      width - box.width - MARGIN,
    );
    const below = rect.top + rect.height / 2 < window.innerHeight / 2;
    const top = below
      ? Math.min(rect.bottom + MARGIN, window.innerHeight - box.height - MARGIN)
      : Math.max(MARGIN, rect.top - box.height - MARGIN);
    setPlace({ left, top });
  }, [shown, cards.length, root]);

  if (cards.length === 0) return null;
  const own = view.viewer === seat;
  return (
    <div
      ref={panel}
      className="pile-show"
      data-testid="pile-show"
      data-slot-shown={shown.slot}
      aria-hidden="true"
      style={place === null ? { visibility: 'hidden' } : { left: place.left, top: place.top }}
    >
      <p className="pile-show-title">
        {own
          ? t('pileShow.own', { number: index + 1, count: cards.length })
          : t('pileShow.other', { name: names[seat], number: index + 1, count: cards.length })}
      </p>
      <ol className="pile-show-cards">
        {cards.map((card, position) => (
          <li
            // A pile's cards never move within it: the position names a card.
            key={position}
            className={`pile-show-card${isRed(card) ? ' is-red' : ''}${position === cards.length - 1 ? ' is-top' : ''}`}
            data-card={card}
          >
            {printedRank(card)}
            {SUIT_SYMBOL[suitOf(card)]}
          </li>
        ))}
      </ol>
    </div>
  );
}
