/**
 * The frame every format's standings share: the panel and its title (final once the tournament is over), a word
 * while nobody has played, the table in a region a keyboard can scroll, and the help below it. The format draws
 * the table's head and rows.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface StandingsFrameProps {
  readonly finished: boolean;
  /** Said instead of the rows' meaning while no round has been played. */
  readonly empty: string | null;
  readonly tableClass: string;
  readonly help: { readonly id: string; readonly text: string };
  /** The head's cells. */
  readonly head: ReactNode;
  /** The rows. */
  readonly children: ReactNode;
}

export function StandingsFrame({ finished, empty, tableClass, help, head, children }: StandingsFrameProps) {
  const { t } = useTranslation('tournaments');
  return (
    <section className="panel" aria-labelledby="tournament-standings">
      <h2 id="tournament-standings">{finished ? t('standings.final') : t('standings.title')}</h2>
      {empty === null ? null : <p className="muted">{empty}</p>}
      {/* Focusable, so that a keyboard can scroll it where a phone is narrower than the table. */}
      <div className="standings-scroll" role="group" aria-labelledby="tournament-standings" tabIndex={0}>
        <table className={tableClass} aria-describedby={help.id}>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      <p id={help.id} className="muted tournament-help">
        {help.text}
      </p>
    </section>
  );
}
