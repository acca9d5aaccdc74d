/**
 * A plain stand-in for the table until `GameTable` is merged: the state in words and the legal actions as
 * buttons, so a server game can be played and watched end to end.
 */
import { describeAction } from '@katz/engine';
import type { GameSource } from '../../game/game-source.js';
import { useSourceState } from './use-source-state.js';

export function InterimTable({
  source,
  onRematch,
  replayHref,
}: {
  readonly source: GameSource;
  readonly onRematch?: () => void;
  readonly replayHref?: string;
}) {
  const state = useSourceState(source);
  if (!state) return null;
  const { game } = state;
  const own = game.seat === null ? null : game.view.players[game.seat];
  return (
    <div className="interim-table" data-version={game.version}>
      <p>
        version {game.version} · to move: seat {game.toMove} · draw pile {game.view.drawPileCount}
      </p>
      <p>building: {game.view.building.map((pile) => pile.at(-1) ?? '·').join(' ')}</p>
      {game.view.players.map((player, seat) => (
        <p key={seat}>
          seat {seat}: stock {player.stockTop ?? '–'} ({player.stockCount}), hand {player.handCount}, discards{' '}
          {player.discards.map((pile) => pile.at(-1) ?? '·').join(' ')}
        </p>
      ))}
      {own?.hand ? <p className="interim-hand">hand: {own.hand.join(' ')}</p> : null}
      <div className="interim-actions">
        {game.legalActions.map((action) => (
          <button key={describeAction(action)} type="button" onClick={() => void source.play([action])}>
            {describeAction(action)}
          </button>
        ))}
      </div>
      {game.state === 'over' ? (
        <p>
          over: {JSON.stringify(game.result)} {replayHref ? <a href={replayHref}>replay</a> : null}{' '}
          {onRematch ? (
            <button type="button" onClick={onRematch}>
              rematch
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
