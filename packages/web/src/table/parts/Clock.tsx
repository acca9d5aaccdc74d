/**
 * A seat's clock. Each turn has its own time (the game's time per turn): the seat to move counts down from the
 * source's last word, the other shows the time its next turn will have. Its colour follows the share of the
 * turn left, so a 30-second game is not red from its first second: calm above half, amber below half, red below
 * a fifth.
 */
import type { GameView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { timeLeftText } from '../../i18n/time-words.js';
import type { TableT } from '../words/table-words.js';
import './Clock.css';

/** How much of the turn is left, as the clock's colour says it. */
function clockLevel(msLeft: number, turnSeconds: number): 'calm' | 'half' | 'short' {
  const share = msLeft / (turnSeconds * 1000);
  return share > 0.5 ? 'calm' : share > 0.2 ? 'half' : 'short';
}

/** A moment within the next weeks, in the page's language: "29 Nov, 15:46". */
function formatMoment(iso: string): string {
  const language = document.documentElement.lang || 'en';
  const parts = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' } as const;
  return new Intl.DateTimeFormat(language, parts).format(new Date(iso));
}

export function SeatClock({
  game,
  seat,
  name,
  t,
  pausedUntil,
}: {
  readonly game: GameView;
  readonly seat: 0 | 1;
  /** Whose clock, for screen readers. */
  readonly name: string;
  readonly t: TableT;
  /** The end of the vacation that holds the clock of the player to move, else null. */
  readonly pausedUntil: string | null;
}) {
  const moving = game.state === 'running' && game.toMove === seat;
  // A vacation holds the clock: its deadline already lies past the vacation's end, so it shows no countdown.
  const paused = moving && pausedUntil !== null ? formatMoment(pausedUntil) : null;
  const running = moving && paused === null ? game.clock : null;
  const [now, setNow] = useState(() => Date.now());
  // A new deadline is a new clock, counted from when it arrived.
  const [received, setReceived] = useState(() => ({ deadline: running?.deadline, at: Date.now() }));
  if (received.deadline !== running?.deadline) setReceived({ deadline: running?.deadline, at: Date.now() });
  useEffect(() => {
    if (running === null) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 500);
    return () => {
      clearInterval(timer);
    };
  }, [running]);
  if (game.state === 'over') return null;
  if (paused !== null) {
    return (
      <span
        className="clock clock-idle"
        role="timer"
        aria-label={t('clock.paused', { name, until: paused })}
        data-seat={seat}
        data-level="paused"
      >
        {t('clock.pausedShort', { until: paused })}
      </span>
    );
  }
  const full = game.turnSeconds * 1000;
  // Counted from when this clock arrived, so a device whose time is off still shows the right time left.
  const left = running === null ? full : Math.min(full, running.msLeft - (now - received.at));
  const level = running === null ? 'idle' : clockLevel(left, game.turnSeconds);
  const time = timeLeftText(left);
  return (
    <span
      className={`clock clock-${level}`}
      role="timer"
      aria-label={running === null ? t('clock.idle', { name, time }) : t('clock.running', { name, time })}
      data-seat={seat}
      data-level={level}
    >
      <span className="clock-face" aria-hidden="true">
        {/* Drawn, not a character: a clock's emoji is missing from many a device's fonts. */}
        <svg className="clock-icon" viewBox="0 0 16 16" width="13" height="13">
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M8 4.2V8l2.6 1.6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        {time}
      </span>
    </span>
  );
}
