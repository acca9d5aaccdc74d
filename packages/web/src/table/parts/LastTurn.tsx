/**
 * The other player's last turn, whole: shown from the moment it ended until the viewer's own turn is over
 * (turn-log.ts), short for the eye and in full sentences for screen readers. A line above the felt on a narrow
 * screen (with the button that opens the move list), a box beside it on a wide one.
 */
import type { PlayerIndex } from '@katz/engine';
import type { ReactNode } from 'react';
import type { Turn } from '../turns/turn-log.js';
import type { TurnLog } from '../turns/use-turn-log.js';
import { turnParts, turnSentences } from '../turns/turn-words.js';
import type { TableT } from '../words/table-words.js';
import './LastTurn.css';

/** What the places that show the game's turns (the last turn's line, the column beside the felt) are handed. */
export interface TurnsShownProps {
  readonly t: TableT;
  readonly log: TurnLog;
  readonly viewer: PlayerIndex | null;
  readonly names: readonly [string, string];
}

export function LastTurn({
  t,
  turn,
  anyTurn,
  viewer,
  names,
  layout,
  children,
}: {
  readonly t: TableT;
  readonly turn: Turn | null;
  /** Whether any turn has begun, the viewer's own too: before the other player's first, the viewer may be playing. */
  readonly anyTurn: boolean;
  readonly viewer: PlayerIndex | null;
  readonly names: readonly [string, string];
  readonly layout: 'line' | 'box';
  /** Beside the text: the move list's button on a narrow screen. */
  readonly children?: ReactNode;
}) {
  const name = turn === null ? '' : names[turn.seat];
  // "No turn played yet" would be false beside the viewer's own first turn, listed in the moves.
  const none =
    anyTurn && viewer !== null
      ? t('log.otherNotYet', { name: names[viewer === 0 ? 1 : 0] })
      : t('log.nothingYet');
  const heading =
    turn === null ? none : turn.complete ? t('log.lastTurn', { name }) : t('log.playing', { name });
  // A player knows whose turn it was; a spectator is told.
  const shortHeading =
    turn === null
      ? ''
      : viewer === null
        ? `${name}:`
        : turn.complete
          ? t('log.lastTurnShort')
          : t('log.playingShort');
  const parts = turn === null ? [] : turnParts(t, turn);
  const sentences = turn === null ? [] : turnSentences(t, turn);
  return (
    <section
      className={`last-turn last-turn-${layout}`}
      aria-label={heading}
      data-testid="last-turn"
      data-turn={turn?.number}
      data-complete={turn === null ? undefined : String(turn.complete)}
    >
      <div className="last-turn-text">
        {/* With no turn to show, the box says so once, in the line below, not also as its heading. */}
        {layout === 'box' && turn !== null ? (
          <h2 className="last-turn-heading" aria-hidden="true">
            {heading}
          </h2>
        ) : null}
        {turn === null ? (
          // In the line too: an empty bar above the felt looks like something failed to load.
          <p className="last-turn-none">{none}</p>
        ) : (
          <>
            {layout === 'line' ? (
              <p className="last-turn-short" aria-hidden="true">
                <strong>{shortHeading}</strong> {parts.join(' · ')}
              </p>
            ) : (
              <ul className="last-turn-parts" aria-hidden="true">
                {parts.map((part, index) => (
                  <li key={index}>{part}</li>
                ))}
              </ul>
            )}
            <p className="visually-hidden" data-testid="last-turn-words">
              {sentences.length === 0 ? t('log.nothingYet') : `${sentences.join('; ')}.`}
            </p>
          </>
        )}
      </div>
      {children}
    </section>
  );
}
