/** The middle of the table: the draw pile with its count and the four building piles, each saying what it takes next. */
import { nextValuePrint } from '../../cards/card-names.js';
import { PlayingCard } from '../../cards/PlayingCard.js';
import { PileCards } from './PileCards.js';
import { TableButton } from '../drag/TableButton.js';
import { markedLabel, navProps, type TableModel } from '../control/table-model.js';
import { needsWords, pileWords } from '../words/table-words.js';
import './MiddleArea.css';

const BUILDING_IDS = ['building:0', 'building:1', 'building:2', 'building:3'];

export function MiddleArea({ model }: { readonly model: TableModel }) {
  const { t, view } = model;
  return (
    <section className="area area-middle" aria-label={t('middle')}>
      <div
        className="pile pile-draw"
        data-slot="draw"
        role="img"
        aria-label={t('drawPile', { count: view.drawPileCount })}
      >
        <span className="pile-stack pile-stack-deep">
          <span className="pile-card">
            <PlayingCard card={null} />
          </span>
        </span>
        <span className="count-badge pile-count draw-count" aria-hidden="true">
          {view.drawPileCount}
        </span>
      </div>
      {view.building.map((pile, index) => {
        const targetId = `building:${index}`;
        const needs = needsWords(t, pile.length);
        const top = pile.at(-1);
        return (
          <div key={index} className="building">
            <span className="building-needs" aria-hidden="true" title={needs}>
              <strong>{nextValuePrint(pile.length)}</strong>
            </span>
            <TableButton
              className="pile pile-building"
              slot={`building-${index}`}
              targetId={targetId}
              legal={model.legalTargets.has(targetId)}
              hinted={model.hint?.target === targetId}
              marked={model.marked.has(`building-${index}`)}
              label={markedLabel(
                model,
                `building-${index}`,
                t('buildingLabel', { number: index + 1, cards: pileWords(t, pile), needs }),
              )}
              {...navProps(model, 'building', targetId, BUILDING_IDS)}
              onActivate={(byKeyboard) => {
                model.onTarget(targetId, byKeyboard);
              }}
            >
              <PileCards
                cards={pile}
                layout="stack"
                // The badge above says what an empty pile takes; the outline says nothing twice.
                emptyText=""
                {...(top?.startsWith('K') === true ? { standsFor: pile.length } : {})}
              />
            </TableButton>
          </div>
        );
      })}
    </section>
  );
}
