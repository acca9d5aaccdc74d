/** A Swiss's standings table: place, player, points and the two tie-breaks, the session's player's row marked. */
import type { SwissTournamentView } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { pointsText } from './tournament-words.js';

export function Standings({ tournament }: { readonly tournament: SwissTournamentView }) {
  const { t } = useTranslation('tournaments');
  const me = useKnownPlayer()?.id;
  const title = tournament.state === 'finished' ? t('standings.final') : t('standings.title');
  return (
    <section className="panel" aria-labelledby="tournament-standings">
      <h2 id="tournament-standings">{title}</h2>
      {tournament.round === 0 ? <p className="muted">{t('standings.empty')}</p> : null}
      {/* Focusable, so that a keyboard can scroll it where a phone is narrower than the table. */}
      <div className="standings-scroll" role="group" aria-labelledby="tournament-standings" tabIndex={0}>
        <table className="standings-table" aria-describedby="standings-help">
          <thead>
            <tr>
              <th scope="col">{t('standings.rank')}</th>
              <th scope="col">{t('standings.player')}</th>
              <th scope="col">{t('standings.score')}</th>
              <th scope="col">{t('standings.buchholz')}</th>
              <th scope="col">{t('standings.sonnebornBerger')}</th>
              <th scope="col">{t('standings.played')}</th>
            </tr>
          </thead>
          <tbody>
            {tournament.standings.map((line) => (
              <tr key={line.player.id} className={line.player.id === me ? 'is-me' : undefined}>
                <td>{line.rank}</td>
                <th scope="row">
                  {line.player.name}
                  {line.withdrawn ? <span className="muted"> ({t('standings.withdrawn')})</span> : null}
                </th>
                <td>{pointsText(line.score)}</td>
                <td>{pointsText(line.buchholz)}</td>
                <td>{pointsText(line.sonnebornBerger)}</td>
                <td>{line.pairings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id="standings-help" className="muted tournament-help">
        {t('standings.buchholzHelp')}
      </p>
    </section>
  );
}
