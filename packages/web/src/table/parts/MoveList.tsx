/**
 * The game so far, turn by turn, newest last (as lichess lists a game's moves beside the board): beside the
 * felt on a wide screen, and one tap away on a narrow one, in a dialog that the move list's button opens.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Turn } from '../turns/turn-log.js';
import { turnParts, turnSentences } from '../turns/turn-words.js';
import type { TableT } from '../words/table-words.js';
import './MoveList.css';

export function MoveList({
  t,
  turns,
  names,
}: {
  readonly t: TableT;
  readonly turns: readonly Turn[];
  readonly names: readonly [string, string];
}) {
  const list = useRef<HTMLOListElement>(null);
  // The newest turn in view: the list scrolls itself (the page stays where it is) whenever a turn is added or
  // the turn under way grows, and whenever the list's own box changes (the last turn's box above it grows, the
  // window is resized). Until 3 Dec 2026 it scrolled only for a new turn, and a growing one was cut off.
  useLayoutEffect(() => {
    const box = list.current;
    if (box !== null) box.scrollTop = box.scrollHeight;
  }, [turns]);
  const shown = turns.length > 0;
  useEffect(() => {
    const box = list.current;
    if (box === null) return undefined;
    const observer = new ResizeObserver(() => {
      box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, [shown]);
  if (turns.length === 0) return <p className="move-list-none">{t('log.nothingYet')}</p>;
  return (
    // Focusable, so the keyboard scrolls it too.
    <ol
      className="move-list"
      ref={list}
      data-testid="move-list"
      tabIndex={0}
      aria-label={t('log.movesTitle')}
    >
      {turns.map((turn) => (
        <li key={turn.number} className={`move-list-turn move-list-seat-${turn.seat}`}>
          <span className="move-list-who">{names[turn.seat]}</span>{' '}
          <span aria-hidden="true">{turnParts(t, turn).join(' · ')}</span>
          <span className="visually-hidden">{`${turnSentences(t, turn).join('; ')}.`}</span>
        </li>
      ))}
    </ol>
  );
}

/** The move list in a dialog, for a narrow screen: the button stays in the turn's line above the felt. */
export function MoveListButton({
  t,
  turns,
  names,
}: {
  readonly t: TableT;
  readonly turns: readonly Turn[];
  readonly names: readonly [string, string];
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className="button move-list-open"
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal();
          const list = dialog.current?.querySelector('.move-list');
          if (list) list.scrollTop = list.scrollHeight;
        }}
      >
        {t('log.moves')}
      </button>
      <dialog
        ref={dialog}
        className="move-list-dialog"
        aria-labelledby="move-list-title"
        onClick={(event) => {
          // A tap on the shade around the panel closes it, as Escape does.
          if (event.target === dialog.current) dialog.current.close();
        }}
      >
        <div className="move-list-head">
          <h2 id="move-list-title">{t('log.movesTitle')}</h2>
          <button
            type="button"
            className="button"
            onClick={() => {
              dialog.current?.close();
            }}
          >
            {t('log.close')}
          </button>
        </div>
        <MoveList t={t} turns={turns} names={names} />
      </dialog>
    </>
  );
}
