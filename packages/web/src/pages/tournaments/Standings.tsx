/**
 * A Swiss's standings table: place, player, points and the two tie-breaks, the session's player's row marked; on a
 * narrow screen the columns' names are short, so that the table scrolls as little as its names allow. A Swiss on
 * duplicate deals has its own, by matchpoints (FieldStandings.tsx).
 */
import type { SwissTournamentView } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { FieldStandings } from './FieldStandings.js';
import { ColumnName, StandingsFrame, PlaceAndPlayer } from './StandingsFrame.js';
import { pointsText } from './tournament-words.js';

export const Standings = ({ tournament }: { readonly tournament: SwissTournamentView }) =>
  tournament.dealing === 'round' ? (
    <FieldStandings tournament={tournament} />
  ) : (
    <PointsStandings tournament={tournament} />
  );

function PointsStandings({ tournament }: { readonly tournament: SwissTournamentView }) {
  const { t } = useTranslation('tournaments');
  const me = useKnownPlayer()?.id;
  return (
    <StandingsFrame
      finished={tournament.state === 'finished'}
      empty={tournament.round === 0 ? t('standings.empty') : null}
      tableClass="standings-table"
      help={{ id: 'standings-help', text: t('standings.buchholzHelp') }}
      head={
        <>
          <th scope="col">
            <ColumnName full={t('standings.rank')} short={t('standings.short.rank')} />
          </th>
          <th scope="col">{t('standings.player')}</th>
          <th scope="col">
            <ColumnName full={t('standings.score')} short={t('standings.short.score')} />
          </th>
          <th scope="col">
            <ColumnName full={t('standings.buchholz')} short={t('standings.short.buchholz')} />
          </th>
          <th scope="col">
            <ColumnName full={t('standings.sonnebornBerger')} short={t('standings.short.sonnebornBerger')} />
          </th>
          <th scope="col">
            <ColumnName full={t('standings.played')} short={t('standings.short.played')} />
          </th>
        </>
      }
    >
      {tournament.standings.map((line) => (
        <tr key={line.player.id} className={line.player.id === me ? 'is-me' : undefined}>
          <PlaceAndPlayer line={line} />
          <td>{pointsText(line.score)}</td>
          <td>{pointsText(line.buchholz)}</td>
          <td>{pointsText(line.sonnebornBerger)}</td>
          <td>{line.pairings}</td>
        </tr>
      ))}
    </StandingsFrame>
  );
}
