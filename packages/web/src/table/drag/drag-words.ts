/**
 * What a screen reader hears while a card is dragged: the card and the piles named as the table's own labels
 * name them, in the game's language (the drag library's own words are English, with its internal ids).
 */
import type { PositionView } from '@katz/engine';
import type { DragWords } from './drag-kit.js';
import { cardOfSource, parseSourceId, parseTargetId } from '../control/play-intent.js';
import { cardWords, needsWords, type TableT } from '../words/table-words.js';

export function dragWords(t: TableT, view: PositionView): DragWords {
  const card = (sourceId: string): string => {
    const source = parseSourceId(sourceId, view);
    const found = source === null ? null : cardOfSource(view, source);
    if (source === null || found === null) return t('drag.aCard');
    const from =
      source.from === 'discard'
        ? t('play.from.discard', { pile: source.pile + 1 })
        : t(`play.from.${source.from}`);
    return t('drag.cardFrom', { card: cardWords(t, found), from });
  };
  const pile = (targetId: string): string => {
    const target = parseTargetId(targetId);
    if (target === null) return '';
    if (target.to === 'discard') return t('drag.discardPile', { number: target.pile + 1 });
    return t('drag.buildingPile', {
      number: target.pile + 1,
      needs: needsWords(t, view.building[target.pile].length),
    });
  };
  return {
    instructions: t('drag.instructions'),
    started: (sourceId) => t('drag.started', { card: card(sourceId) }),
    over: (sourceId, targetId) =>
      targetId === null
        ? t('drag.overNothing', { card: card(sourceId) })
        : t('drag.over', { card: card(sourceId), pile: pile(targetId) }),
    dropped: (sourceId, targetId) =>
      targetId === null
        ? t('drag.putBack', { card: card(sourceId) })
        : t('drag.dropped', { card: card(sourceId), pile: pile(targetId) }),
    cancelled: (sourceId) => t('drag.putBack', { card: card(sourceId) }),
  };
}
