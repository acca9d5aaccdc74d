/** The column beside the felt on a wide screen: the other player's last turn above the game's moves so far. */
import { LastTurn, type TurnsShownProps } from './LastTurn.js';
import { MoveList } from './MoveList.js';
import './TableSide.css';

export function TableSide({ t, log, viewer, names }: TurnsShownProps) {
  return (
    <aside className="table-side" aria-label={t('log.side')}>
      <div className="table-side-inner">
        {/* Before the first turn the move list below says that no turn was played; once is enough. */}
        {log.turns.length > 0 ? (
          <LastTurn t={t} turn={log.lastTurn} anyTurn viewer={viewer} names={names} layout="box" />
        ) : null}
        <section className="table-side-moves" aria-labelledby="table-side-moves">
          <h2 id="table-side-moves">{t('log.movesTitle')}</h2>
          <MoveList t={t} turns={log.turns} names={names} />
        </section>
      </div>
    </aside>
  );
}
