/** The bottom seat's side: stock, four discard piles (each a source and a target) and the hand. */
import type { PlayerIndex } from '@katz/engine';
import { PlayingCard } from '../../cards/PlayingCard.js';
import { SeatClock } from './Clock.js';
import { stockCards } from './OpponentArea.js';
import { PileCards } from './PileCards.js';
import { SeatName } from './SeatName.js';
import { TableButton } from '../drag/TableButton.js';
import { handOf, markedLabel, navProps, type TableModel } from '../control/table-model.js';
import { cardWords, pileWords } from '../words/table-words.js';
import './OwnArea.css';

const PILE_IDS = ['stock', 'discard:0', 'discard:1', 'discard:2', 'discard:3'];

export function OwnArea({ model, seat }: { readonly model: TableModel; readonly seat: PlayerIndex }) {
  const { t, view, selectedId } = model;
  const player = view.players[seat];
  const hand = handOf(view, seat);
  const handIds = hand.map((_, index) => `hand:${index}`);
  const sourceIf = (id: string, present: boolean) => (model.canPlay && present ? id : undefined);
  // A spectator sees seat 0 at the bottom: its piles are named by the player's name, not "your".
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
    <section
      className={`area area-own${own ? '' : ' is-watched'}`}
      aria-label={own ? t('ownArea') : t('opponentArea', { name })}
    >
      {own ? null : (
        // A spectator sees whose side this is, as the top seat shows its name: the players see "you" in the bar.
        <p className="seat-label">
          <SeatName name={name} rating={model.ratings[seat]} />
          {model.timed === null ? null : (
            <SeatClock game={model.timed} seat={seat} name={name} t={t} pausedUntil={model.pausedUntil} />
          )}
        </p>
      )}
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
      <div
        className="hand"
        data-slot={`hand-${seat}`}
        role="group"
        aria-label={own ? t('handLabel') : t('handBacks', { name, count: player.handCount })}
      >
        {player.hand === undefined
          ? Array.from({ length: player.handCount }, (_, index) => (
              <span key={index} className="hand-card" data-hand-card="">
                <PlayingCard card={null} />
              </span>
            ))
          : null}
        {hand.map((card, index) => {
          const id = `hand:${index}`;
          return (
            <TableButton
              // A hand's cards keep their order; a card's index and name identify it until it leaves.
              key={`${card}-${index}`}
              className="hand-card"
              sourceId={sourceIf(id, true)}
              selected={selectedId === id}
              hinted={model.hint?.source === id}
              card={card}
              handCard
              label={t('handCard', { card: cardWords(t, card) })}
              {...navProps(model, 'hand', id, handIds)}
              onActivate={(byKeyboard) => {
                model.onSource(id, byKeyboard);
              }}
            >
              <PlayingCard card={card} />
            </TableButton>
          );
        })}
      </div>
    </section>
  );
}
