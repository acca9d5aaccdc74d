/**
 * A face-up card on the pages around the table (the replay, the rules), drawn by the app with a large index,
 * and named for screen readers. A king on a building pile shows the value it stands for.
 */
import type { Card } from '@katz/engine';
import { useTranslation } from 'react-i18next';
import { isRed, printedRank, SUIT_SYMBOL, suitOf, valuePrint } from '../../cards/card-names.js';
import { cardWords } from '../../table/words/table-words.js';
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
  // Cards are named in the table's words, which ship with the app.
  const { t } = useTranslation('table');
  const rank = printedRank(card);
  const suit = SUIT_SYMBOL[suitOf(card)];
  const king = standsFor !== undefined && rank === 'K';
  return (
    <span
      className={`shown-card ${isRed(card) ? 'shown-card-red' : ''}`}
      {...(label ? { role: 'img', 'aria-label': cardWords(t, card) } : { 'aria-hidden': true })}
    >
      <span className="shown-card-index">
        {rank}
        <span className="shown-card-suit">{suit}</span>
      </span>
      <span className="shown-card-pip" aria-hidden="true">
        {suit}
      </span>
      {king ? <span className="shown-card-stands">= {valuePrint(standsFor)}</span> : null}
    </span>
  );
}

/** The back of a card, or an empty place where a pile would be. */
export function CardPlace({ back = false }: { readonly back?: boolean }) {
  return <span className={back ? 'shown-card shown-card-back' : 'card-place'} aria-hidden="true" />;
}
