/**
 * The frame every format's standings share: the panel and its title (final once the tournament is over), a word
 * while nobody has played, the table in a region a keyboard can scroll, a shade at each edge beyond which it has
 * more, and the help below it. The format draws the table's head and rows; a column's name may be short on a
 * narrow screen (`ColumnName`).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollEdges } from './scroll-edges.js';

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
  const { ref, edges } = useScrollEdges<HTMLDivElement>();
  return (
    <section className="panel" aria-labelledby="tournament-standings">
      <h2 id="tournament-standings">{finished ? t('standings.final') : t('standings.title')}</h2>
      {empty === null ? null : <p className="muted">{empty}</p>}
      <div
        className="standings-edges"
        data-more-before={edges.before ? '' : undefined}
        data-more-after={edges.after ? '' : undefined}
      >
        {/* Focusable, so that a keyboard can scroll it where a phone is narrower than the table. */}
        <div
          ref={ref}
          className="standings-scroll"
          role="group"
          aria-labelledby="tournament-standings"
          tabIndex={0}
        >
          <table className={tableClass} aria-describedby={help.id}>
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      </div>
      <p id={help.id} className="muted tournament-help">
        {help.text}
      </p>
    </section>
  );
}

/**
 * A column's name, written out where there is room and short on a narrow screen ("BH" for Buchholz), where the
 * full name is still what a screen reader says and what a pointer's hover shows.
 */
export function ColumnName({ full, short }: { readonly full: string; readonly short: string }) {
  return (
    <>
      <span className="visually-hidden-narrow">{full}</span>
      <abbr className="standings-short" title={full} aria-hidden="true">
        {short}
      </abbr>
    </>
  );
}

/** A standings line's first cells: its place, and the player's name, marked where they have withdrawn. */
export function PlaceAndPlayer({
  line,
}: {
  readonly line: {
    readonly rank: number;
    readonly player: { readonly name: string };
    readonly withdrawn: boolean;
  };
}) {
  const { t } = useTranslation('tournaments');
  return (
    <>
      <td>{line.rank}</td>
      <th scope="row">
        {line.player.name}
        {line.withdrawn ? <span className="muted"> ({t('standings.withdrawn')})</span> : null}
      </th>
    </>
  );
}
