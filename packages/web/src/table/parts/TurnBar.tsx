/**
 * Whose turn it is and the time left, the held plays with confirm and take back, the phrase picker (in a game
 * between two people) and resigning.
 */
import type { GameView } from '@katz/protocol';
import { useState, type ReactNode } from 'react';
import type { TableT } from '../words/table-words.js';
import './TurnBar.css';

export interface TurnBarProps {
  readonly t: TableT;
  readonly game: GameView;
  readonly names: readonly [string, string];
  readonly toMove: 0 | 1;
  readonly heldCount: number;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onTakeBack: () => void;
  /** Resigning; none where the player may not. */
  readonly onResign: (() => void) | undefined;
  readonly hintButton?: { readonly onHint: () => void } | undefined;
  /** The viewer's own clock (the other player's is beside their name). */
  readonly clock: ReactNode;
  /** The phrase picker (PhrasePicker.tsx), before resigning; none where no phrases are said. */
  readonly phrases?: ReactNode;
}

export function TurnBar({
  t,
  game,
  names,
  toMove,
  heldCount,
  busy,
  onConfirm,
  onTakeBack,
  onResign,
  hintButton,
  clock,
  phrases,
}: TurnBarProps) {
  const [sure, setSure] = useState(false);
  const over = game.state === 'over';
  const yours = !over && game.seat === toMove;
  const text = over
    ? t('turn.over')
    : game.seat === null
      ? `${t('turn.watching')} · ${t('turn.theirs', { name: names[toMove] })}`
      : yours
        ? t('turn.yours')
        : t('turn.theirs', { name: names[toMove] });
  return (
    <div className={`turn-bar${yours ? ' turn-yours' : ''}`}>
      <p className="turn-text" data-testid="turn">
        <span className="turn-dot" aria-hidden="true" />
        {text}
      </p>
      {clock}
      {heldCount > 0 ? (
        <div className="held" role="group" aria-label={t('held.count', { count: heldCount })}>
          <span className="held-count">{t('held.count', { count: heldCount })}</span>
          <button type="button" className="button" onClick={onTakeBack} disabled={busy}>
            {t('held.takeBack')}
          </button>
          <button type="button" className="button button-primary" onClick={onConfirm} disabled={busy}>
            {t('held.confirm')}
          </button>
        </div>
      ) : null}
      {yours && hintButton !== undefined ? (
        <button type="button" className="button" onClick={hintButton.onHint}>
          {t('hint.ask')}
        </button>
      ) : null}
      {phrases}
      {!over && game.seat !== null && onResign !== undefined ? (
        <button
          type="button"
          className={`button button-quiet${sure ? ' button-danger' : ''}`}
          aria-label={sure ? t('resignSure') : t('resign')}
          onClick={() => {
            if (sure) onResign();
            setSure(!sure);
          }}
          onBlur={() => {
            setSure(false);
          }}
        >
          <span aria-hidden="true">⚑ </span>
          <span className={sure ? undefined : 'resign-word'}>{sure ? t('resignSure') : t('resign')}</span>
        </button>
      ) : null}
    </div>
  );
}
