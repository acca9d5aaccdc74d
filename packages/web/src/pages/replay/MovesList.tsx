/**
 * The moves of a replay, a line per turn numbered as the review numbers it (turn-numbers.ts: who, then each move
 * in short), every move a button that jumps there; the deal before the first turn, unnumbered. The current move
 * stays in view as the replay steps. Where the game's review is at hand, the first move of each marked decision
 * carries its mark (?!, ?, ??).
 */
import type { Mark } from '@katz/bots/review';
import type { SeatView } from '@katz/protocol';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { seatName } from '../../game/seat-name.js';
import { computerName } from '../shared/computer-name.js';
import { MARK_SIGNS } from '../review/review-figures.js';
import { moveShort, moveText } from '../record/move-text.js';
import type { Moment } from '../record/replay-steps.js';
import { turnNumbers } from '../record/turn-numbers.js';

interface Turn {
  readonly number: number;
  readonly seat: 0 | 1;
  /** Indices into the moments. */
  readonly moves: number[];
}

/** The list's lines: a turn's moves, and a resignation by the player not to move on a line of its own. */
function turnsOf(moments: readonly Moment[]): Turn[] {
  const numbers = turnNumbers(moments);
  const turns: Turn[] = [];
  moments.forEach((moment, index) => {
    if (!moment.entry) return;
    const number = numbers[index] ?? 0;
    const last = turns.at(-1);
    if (last?.number === number && last.seat === moment.entry.seat) last.moves.push(index);
    else turns.push({ number, seat: moment.entry.seat, moves: [index] });
  });
  return turns;
}

/** The replay's moments, the one shown (`at`) and how to go to another, and the review's marks where it has them. */
interface MovesListProps {
  readonly moments: readonly Moment[];
  readonly seats: readonly [SeatView, SeatView];
  readonly at: number;
  readonly go: (index: number) => void;
  /** The review's mark of the decision each action starts, by the record's action index. */
  readonly marks?: ReadonlyMap<number, Mark>;
}

export function MovesList({ moments, seats, at, go, marks = new Map() }: MovesListProps) {
  const { t } = useTranslation('pages');
  const turns = useMemo(() => turnsOf(moments), [moments]);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Scrolls the list only (scrollIntoView would scroll the page too, away from the board).
    const box = list.current;
    const item = box?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!box || !item) return;
    const top = item.offsetTop;
    if (top < box.scrollTop || top + item.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = top - box.clientHeight / 3;
    }
  }, [at]);
  const current = (index: number) => (at === index ? ('step' as const) : undefined);

  return (
    <section className="panel replay-moves" aria-labelledby="moves-title">
      <h2 id="moves-title">{t('replay.moves')}</h2>
      <div className="replay-move-list" ref={list}>
        <button
          type="button"
          className="replay-move-deal"
          aria-current={current(0)}
          onClick={() => {
            go(0);
          }}
        >
          {t('replay.deal')}
        </button>
        <ol>
          {turns.map((turn) => (
            <li key={turn.moves[0]} value={turn.number}>
              <span className={`replay-move-seat replay-move-seat-${turn.seat}`}>
                {seatName(seats[turn.seat], computerName(t))}
              </span>
              <span className="replay-turn-moves">
                {turn.moves.map((index) => {
                  const moment = moments[index];
                  const before = moments[index - 1];
                  if (!moment?.entry || !before) return null;
                  // Moment `index` follows the record's action `index - 1`.
                  const mark = marks.get(index - 1);
                  return (
                    <button
                      key={index}
                      type="button"
                      aria-current={current(index)}
                      title={moveText(t, moment.entry, before.position)}
                      onClick={() => {
                        go(index);
                      }}
                    >
                      {moveShort(t, moment.entry, before.position)}
                      {mark === undefined ? null : (
                        <span className={`review-mark review-mark-${mark}`} data-testid="move-mark">
                          {' '}
                          <span aria-hidden="true">{MARK_SIGNS[mark]}</span>
                          <span className="visually-hidden">
                            {t('replay.markOf', { mark: t(`review.marks.${mark}`) })}
                          </span>
                        </span>
                      )}
                    </button>
                  );
                })}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
