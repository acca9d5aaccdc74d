/**
 * A face-up card on the pages around the table (the replay, the rules), drawn by the app with a large index,
 * and named for screen readers. A king on a building pile shows the value it stands for.
 */
import type { Card } from '@katz/engine';
import { useTranslation } from 'react-i18next';
import { cardName, cardShort, isRedCard, VALUE_PRINT } from './card-text.js';
import './shown-card.css';

export function ShownCard({
  card,
  standsFor,
  label = true,
}: {
  readonly card: Card;
  /** For a king on a building pile: the value (1 to 12) it stands for. */
  readonly standsFor?: number | undefined;
  /** Whether screen readers hear the card's name (off where a container names it already). */
  readonly label?: boolean;
}) {
  const { t } = useTranslation('pages');
  const short = cardShort(card);
  const rank = short.slice(0, -1);
  const suit = short.slice(-1);
  const king = standsFor !== undefined && rank === 'K';
  return (
    <span
      className={`shown-card ${isRedCard(card) ? 'shown-card-red' : ''}`}
      {...(label ? { role: 'img', 'aria-label': cardName(t, card) } : { 'aria-hidden': true })}
    >
      <span className="shown-card-index">
        {rank}
        <span className="shown-card-suit">{suit}</span>
      </span>
      <span className="shown-card-pip" aria-hidden="true">
        {suit}
      </span>
      {king ? <span className="shown-card-stands">= {VALUE_PRINT[standsFor - 1]}</span> : null}
    </span>
  );
}

/** The back of a card, or an empty place where a pile would be. */
export function CardPlace({ back = false }: { readonly back?: boolean }) {
  return <span className={back ? 'shown-card shown-card-back' : 'card-place'} aria-hidden="true" />;
}
