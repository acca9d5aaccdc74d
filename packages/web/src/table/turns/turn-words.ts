/**
 * A turn in words, two ways: in full sentences with the cards' names (for screen readers, and the move list's
 * spoken text), and short, as the eye reads a table (cards as printed, "5♥ (stock), 6♥ → building pile 2 ·
 * 7♠ → discard pile 3 · drew 2"): runs of cards onto one building pile are told together.
 */
import { cardPrint } from '../../cards/card-names.js';
import type { Turn, TurnItem } from './turn-log.js';
import { cardWords, type TableT } from '../words/table-words.js';

/** Each thing the turn did, in a sentence. */
export function turnSentences(t: TableT, turn: Turn): string[] {
  const sentences: string[] = [];
  for (const item of turn.items) {
    const sentence = itemSentence(t, item);
    if (sentence !== null) sentences.push(sentence);
  }
  return sentences;
}

function itemSentence(t: TableT, item: TurnItem): string | null {
  switch (item.type) {
    case 'built': {
      const from =
        item.from === 'discard'
          ? t('play.from.discard', { pile: item.pile + 1 })
          : t(`play.from.${item.from}`);
      return t('log.built', { card: cardWords(t, item.card), from, pile: item.to + 1 });
    }
    case 'pileCompleted':
      return t('log.completed', { pile: item.pile + 1 });
    case 'stockRevealed':
      return t('log.revealed', { card: cardWords(t, item.card), count: item.remaining });
    case 'discarded':
      return t('log.discarded', { card: cardWords(t, item.card), pile: item.to + 1 });
    case 'handRefilled':
      return item.count === 0 ? null : t('log.drew', { count: item.count });
    case 'resigned':
      return t('log.resigned');
    case 'timedOut':
      return t('log.timedOut');
    case 'gameOver':
      return null;
  }
}

/** The turn in short parts, in order: a run onto a building pile, a discard, the cards drawn. */
export function turnParts(t: TableT, turn: Turn): string[] {
  const parts: string[] = [];
  // The run of cards onto one building pile being told, written out when something else happens.
  const run: { pile: number; cards: string[] } = { pile: -1, cards: [] };
  const endRun = (cleared: boolean) => {
    if (run.cards.length === 0) return;
    const onto = t('log.short.onto', { pile: run.pile + 1 });
    parts.push(`${run.cards.join(', ')} ${onto}${cleared ? ` ${t('log.short.cleared')}` : ''}`);
    run.cards = [];
  };
  for (const item of turn.items) {
    if (item.type === 'built') {
      if (run.pile !== item.to) endRun(false);
      run.pile = item.to;
      const from =
        item.from === 'stock'
          ? ` ${t('log.short.fromStock')}`
          : item.from === 'discard'
            ? ` ${t('log.short.fromDiscard', { pile: item.pile + 1 })}`
            : '';
      run.cards.push(`${cardPrint(item.card)}${from}`);
      continue;
    }
    if (item.type === 'pileCompleted') {
      endRun(true);
      continue;
    }
    if (item.type === 'stockRevealed' || item.type === 'gameOver') continue;
    endRun(false);
    if (item.type === 'discarded')
      parts.push(t('log.short.discarded', { card: cardPrint(item.card), pile: item.to + 1 }));
    else if (item.type === 'handRefilled') {
      if (item.count > 0) parts.push(t('log.short.drew', { count: item.count }));
    } else parts.push(t(item.type === 'resigned' ? 'log.resigned' : 'log.timedOut'));
  }
  endRun(false);
  return parts;
}
