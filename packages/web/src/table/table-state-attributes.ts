/**
 * What the table's element says of its state in `data-` attributes: whose turn, which game at which version and in
 * which state, whether it is still moving, whether cards can be dragged. Tests' drivers wait on them, and styles
 * may read them.
 */
import type { GameView } from '@katz/protocol';

export function tableStateAttributes({
  canPlay,
  game,
  moving,
  dragReady,
}: {
  readonly canPlay: boolean;
  readonly game: GameView;
  readonly moving: boolean;
  readonly dragReady: boolean;
}) {
  return {
    'data-my-turn': String(canPlay),
    'data-game': game.id,
    'data-state': game.state,
    // Whether changes are still being shown: a test's driver waits for the table to stand still.
    'data-moving': String(moving),
    'data-version': game.version,
    // Once the drag-and-drop chunk is in, cards can be dragged (until then they are tapped or clicked).
    'data-drag': dragReady ? 'ready' : undefined,
  };
}
