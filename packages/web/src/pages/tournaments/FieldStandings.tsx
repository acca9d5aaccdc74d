/**
 * A duplicate Swiss's standings (docs/tournaments.md, "Duplicate deals"): place, player, matchpoints of the most
 * they could have taken, that as a share of the top, points at the table and rounds played, the session's
 * player's row marked. The matchpoints order them; the help below says how they are counted.
 */
import type { SwissTournamentView } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { ColumnName, StandingsFrame, PlaceAndPlayer } from './StandingsFrame.js';
import { percentText, pointsText } from './tournament-words.js';

/** The share of the top, or a dash before a round counts. */
const percentOf = (percent: number | null, language: string | undefined): string =>
  percent === null ? '–' : percentText(percent, language);

export function FieldStandings({ tournament }: { readonly tournament: SwissTournamentView }) {
  const { t, i18n } = useTranslation('tournaments');
  const me = useKnownPlayer()?.id;
  const column = (key: 'rank' | 'matchpoints' | 'percent' | 'tablePoints' | 'played') => (
    <th scope="col">
      <ColumnName full={t(`standings.${key}`)} short={t(`standings.short.${key}`)} />
    </th>
  );
  return (
    <StandingsFrame
      finished={tournament.state === 'finished'}
      empty={tournament.standings.every((line) => line.pairings === 0) ? t('standings.empty') : null}
      tableClass="standings-table field-standings"
      help={{ id: 'standings-help', text: t('standings.fieldHelp') }}
      head={
        <>
          {column('rank')}
          <th scope="col">{t('standings.player')}</th>
          {column('matchpoints')}
          {column('percent')}
          {column('tablePoints')}
          {column('played')}
        </>
      }
    >
      {tournament.standings.map((line) => (
        <tr key={line.player.id} className={line.player.id === me ? 'is-me' : undefined}>
          <PlaceAndPlayer line={line} />
          <td>
            {t('standings.matchpointsOf', {
              matchpoints: pointsText(line.field?.matchpoints ?? 0),
              top: line.field?.top ?? 0,
            })}
          </td>
          <td>{percentOf(line.field?.percent ?? null, i18n.resolvedLanguage)}</td>
          <td>{pointsText(line.score)}</td>
          <td>{line.pairings}</td>
        </tr>
      ))}
    </StandingsFrame>
  );
}
