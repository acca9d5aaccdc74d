/**
 * An arena's standings: place, player (with a flame while on fire, and whether they play now or pause), points,
 * games and the points of each game in order ("2 2 4 0"; on a phone below the name, so that the table fits its
 * width); the session's player's row marked, and at the end the first three set apart.
 */
import type { ArenaStanding, ArenaTournamentView } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { StandingsFrame } from './StandingsFrame.js';

export function ArenaStandings({ tournament }: { readonly tournament: ArenaTournamentView }) {
  const { t } = useTranslation('tournaments');
  const me = useKnownPlayer()?.id;
  const finished = tournament.state === 'finished';
  const rowClass = (line: ArenaStanding) =>
    [line.player.id === me ? 'is-me' : '', finished && line.rank <= 3 ? 'arena-podium' : '']
      .filter((name) => name !== '')
      .join(' ') || undefined;
  return (
    <StandingsFrame
      finished={finished}
      empty={tournament.round === 0 ? t('arena.empty') : null}
      tableClass="standings-table arena-standings"
      help={{ id: 'arena-standings-help', text: t('arena.help') }}
      head={
        <>
          <th scope="col">{t('standings.rank')}</th>
          <th scope="col">{t('standings.player')}</th>
          <th scope="col">{t('standings.score')}</th>
          <th scope="col" className="arena-games">
            {t('arena.games')}
          </th>
          <th scope="col" className="arena-sheet">
            {t('arena.sheet')}
          </th>
        </>
      }
    >
      {tournament.standings.map((line) => (
        <tr key={line.player.id} className={rowClass(line)} data-player={line.player.name}>
          <td>{line.rank}</td>
          <th scope="row">
            <span className="arena-player">
              {line.player.name}
              {line.onFire ? <OnFire /> : null}
              {line.playing ? <span className="badge arena-mark">{t('arena.playing')}</span> : null}
              {line.paused ? (
                <span className="badge arena-mark arena-paused">{t('arena.paused')}</span>
              ) : null}
            </span>
            {/* A phone shows the sheet below the name, in place of its column. */}
            {line.sheet.length === 0 ? null : (
              <span className="arena-sheet-below">
                <span className="visually-hidden">{t('arena.sheet')} </span>
                {line.sheet.join(' ')}
              </span>
            )}
          </th>
          <td className="arena-score">{line.score}</td>
          <td className="arena-games">{line.games}</td>
          <td className="arena-sheet">{line.sheet.join(' ')}</td>
        </tr>
      ))}
    </StandingsFrame>
  );
}

/** The flame of a player on fire: drawn, and named for screen readers and on hover. */
function OnFire() {
  const { t } = useTranslation('tournaments');
  return (
    <span className="arena-fire" role="img" aria-label={t('arena.onFire')} title={t('arena.onFireTitle')}>
      <svg viewBox="0 0 16 20" width="14" height="18" aria-hidden="true">
        <path d="M8 0c1 4 6 6.5 6 12a6 6 0 0 1-12 0c0-3 1.6-4.6 3-6 .2 2 1 3.2 2.2 3.6C6.6 6.2 6.6 3 8 0z" />
      </svg>
    </span>
  );
}
