/**
 * The bottom seat's row of piles: its stock and its four discard piles, each a source to play from and each discard
 * pile a target. A spectator sees seat 0 at the bottom: its piles are named by the player's name, not "your".
 */
import type { PlayerIndex } from '@katz/engine';
import { stockCards } from './OpponentArea.js';
import { PileCards } from './PileCards.js';
import { TableButton } from '../drag/TableButton.js';
import { markedLabel, navProps, type TableModel } from '../control/table-model.js';
import { cardWords, pileWords } from '../words/table-words.js';

const PILE_IDS = ['stock', 'discard:0', 'discard:1', 'discard:2', 'discard:3'];

export function OwnPiles({ model, seat }: { readonly model: TableModel; readonly seat: PlayerIndex }) {
  const { t, view, selectedId } = model;
  const player = view.players[seat];
  const sourceIf = (id: string, present: boolean) => (model.canPlay && present ? id : undefined);
  const own = view.viewer === seat;
  const name = model.names[seat];
  const stockLabel =
    player.stockTop === null
      ? player.stockCount > 0
        ? t(own ? 'ownStockHidden' : 'otherStockHidden', { name, count: player.stockCount })
        : own
          ? t('ownStockEmpty')
          : t('otherStockEmpty', { name })
      : t(own ? 'ownStock' : 'otherStock', {
          name,
          card: cardWords(t, player.stockTop),
          count: player.stockCount,
        });
  return (
    <div className="pile-row">
      <TableButton
        className="pile pile-stock pile-own-stock"
        slot={`stock-${seat}`}
        // Face down with cards left only while the next one is about to turn over after a stock play: the
        // player may grab it then, and the table shows it turned at once (table-controller.ts).
        sourceId={sourceIf('stock', player.stockCount > 0)}
        selected={selectedId === 'stock'}
        hinted={model.hint?.source === 'stock'}
        marked={model.marked.has(`stock-${seat}`)}
        card={player.stockTop ?? undefined}
        label={markedLabel(model, `stock-${seat}`, stockLabel)}
        {...navProps(model, 'piles', 'stock', PILE_IDS)}
        onActivate={(byKeyboard) => {
          model.onSource('stock', byKeyboard);
        }}
      >
        <PileCards cards={stockCards(player.stockTop, player.stockCount)} layout="stack" emptyText="" />
        <span className="count-badge pile-count" aria-hidden="true">
          {player.stockCount}
        </span>
      </TableButton>
      {player.discards.map((pile, index) => {
        const id = `discard:${index}`;
        return (
          <TableButton
            key={index}
            className="pile pile-discard"
            slot={`discard-${seat}-${index}`}
            sourceId={sourceIf(id, pile.length > 0)}
            targetId={model.canPlay ? id : undefined}
            legal={model.legalTargets.has(id)}
            selected={selectedId === id}
            hinted={model.hint?.source === id || model.hint?.target === id}
            marked={model.marked.has(`discard-${seat}-${index}`)}
            label={markedLabel(
              model,
              `discard-${seat}-${index}`,
              own
                ? t('ownDiscard', { number: index + 1, cards: pileWords(t, pile) })
                : t('otherDiscard', { name, number: index + 1, cards: pileWords(t, pile) }),
            )}
            {...navProps(model, 'piles', id, PILE_IDS)}
            onActivate={(byKeyboard) => {
              // With another card held, the pile is where it goes: a hand card is discarded there, a card
              // from the stock or another discard pile is refused with the reason, never silently swapped
              // for this pile's top card.
              if (selectedId !== null && selectedId !== id) model.onTarget(id, byKeyboard);
              else model.onSource(id, byKeyboard);
            }}
          >
            <PileCards cards={pile} layout="fan" emptyText={t('discardShort', { number: index + 1 })} />
          </TableButton>
        );
      })}
    </div>
  );
}
