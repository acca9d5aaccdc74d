/** The sentence the live region reads for an event of the other player, or null for one it leaves out. */
import type { GameEvent, PlayerIndex } from '@katz/engine';
import { cardWords, type TableT } from '../words/table-words.js';

export function announcement(
  t: TableT,
  event: GameEvent,
  viewer: PlayerIndex | null,
  names: readonly [string, string],
): string | null {
  const who = names[event.player];
  switch (event.type) {
    case 'built': {
      if (event.player === viewer) return null;
      const from =
        event.from === 'discard'
          ? t('play.from.discard', { pile: event.pile + 1 })
          : t(`play.from.${event.from}`);
      return t('announce.built', { who, card: cardWords(t, event.card), from, pile: event.to + 1 });
    }
    case 'pileCompleted':
      return t('announce.completed', { pile: event.pile + 1 });
    case 'stockRevealed':
      return event.player === viewer
        ? null
        : t('announce.revealed', { who, card: cardWords(t, event.card), count: event.remaining });
    case 'discarded':
      return event.player === viewer
        ? null
        : t('announce.discarded', { who, card: cardWords(t, event.card), pile: event.to + 1 });
    case 'handRefilled':
      return event.player === viewer ? null : t('announce.refilled', { who, count: event.count });
    case 'turnPassed':
      return event.toMove === viewer
        ? t('announce.yourTurn')
        : t('announce.theirTurn', { who: names[event.toMove] });
    case 'gameOver':
      return null;
  }
}
