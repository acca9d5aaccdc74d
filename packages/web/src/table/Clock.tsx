/** The time left for the player to move, counting down from the source's last word. */
import type { Clock as ClockView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import type { TableT } from './table-words.js';

/**
 * A correspondence game's days and hours ("2 days 5 hr", "2 Tg. 5 Std.", "2 dagen 5 uur"), in the page's
 * language by the browser's own unit names.
 */
function formatDays(seconds: number): string {
  const language = document.documentElement.lang || 'en';
  const unit = (value: number, name: 'day' | 'hour') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  return `${unit(days, 'day')} ${unit(hours, 'hour')}`;
}

function format(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds >= 86_400) return formatDays(seconds);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export function Clock({ clock, t }: { readonly clock: ClockView | null; readonly t: TableT }) {
  const [now, setNow] = useState(() => Date.now());
  const [received] = useState(() => Date.now());
  useEffect(() => {
    if (clock === null) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 500);
    return () => {
      clearInterval(timer);
    };
  }, [clock]);
  if (clock === null) return null; // no clock runs: nothing to watch
  // Counted from when this clock arrived, so a device whose time is off still shows the right time left.
  const left = clock.msLeft - (now - received);
  return (
    <span className={`clock${left < 30_000 ? ' clock-short' : ''}`} role="timer">
      {t('turn.clock', { time: format(left) })}
    </span>
  );
}
