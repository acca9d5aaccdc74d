/** Small drawn examples for the rules: a few cards each, with a caption that says what they show. */
import type { Card } from '@katz/engine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPlace, ShownCard } from '../shared/ShownCard.js';

function Example({ caption, children }: { readonly caption: string; readonly children: ReactNode }) {
  return (
    <figure className="rule-example">
      <div className="rule-cards">{children}</div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** A building pile fanned to the right, so every card shows; a king shows what it stands for. */
function Pile({ cards }: { readonly cards: readonly Card[] }) {
  return (
    <span className="rule-pile">
      {cards.map((card, index) => (
        <ShownCard key={card} card={card} standsFor={index + 1} />
      ))}
    </span>
  );
}

const Arrow = () => (
  <span className="rule-arrow" aria-hidden="true">
    →
  </span>
);

export function BuildingExample() {
  const { t } = useTranslation('rules');
  return (
    <Example caption={t('building.example')}>
      <Pile cards={['AS', '2H', '3C', '4D', '5S']} />
      <Arrow />
      <ShownCard card="6H" />
    </Example>
  );
}

export function KingExample() {
  const { t } = useTranslation('rules');
  return (
    <Example caption={t('kings.example')}>
      <Pile cards={['AD', '2S', 'KH']} />
      <Arrow />
      <ShownCard card="4C" />
    </Example>
  );
}

export function CompleteExample() {
  const { t } = useTranslation('rules');
  return (
    <Example caption={t('complete.example')}>
      <Pile cards={['9H', '10S', 'JD']} />
      <Arrow />
      <ShownCard card="QC" />
      <Arrow />
      <CardPlace />
    </Example>
  );
}

export function TurnEndExample() {
  const { t } = useTranslation('rules');
  return (
    <Example caption={t('turnEnd.example')}>
      <ShownCard card="9H" />
      <Arrow />
      <span className="rule-pile rule-discard">
        <ShownCard card="KS" />
        <ShownCard card="7D" />
      </span>
    </Example>
  );
}

/** The table from above: the opponent's side, the building piles, your side; every place named. */
export function TableSketch() {
  const { t } = useTranslation('rules');
  const places = (count: number, back = false) =>
    Array.from({ length: count }, (_unused, index) => <CardPlace key={index} back={back} />);
  return (
    <figure className="rule-sketch">
      <div className="sketch-side sketch-opponent">
        <span className="sketch-group">
          <ShownCard card="8C" />
        </span>
        <span className="sketch-group">{places(4)}</span>
        <span className="sketch-group sketch-hand">{places(5, true)}</span>
      </div>
      <div className="sketch-middle">
        <span className="sketch-group">
          {places(4)}
          <span className="sketch-label">4</span>
        </span>
        <span className="sketch-group">
          <CardPlace back />
          <span className="sketch-label">5</span>
        </span>
      </div>
      <div className="sketch-side">
        <span className="sketch-group">
          <ShownCard card="3H" />
          <span className="sketch-label">1</span>
        </span>
        <span className="sketch-group">
          {places(4)}
          <span className="sketch-label">3</span>
        </span>
        <span className="sketch-group sketch-hand">
          {(['AS', '7D', 'KC', '5H', '10S'] as const).map((card) => (
            <ShownCard key={card} card={card} />
          ))}
          <span className="sketch-label">2</span>
        </span>
      </div>
      <figcaption>
        <ol className="sketch-key">
          <li>{t('table.stock')}</li>
          <li>{t('table.hand')}</li>
          <li>{t('table.discards')}</li>
          <li>{t('table.building')}</li>
          <li>{t('table.drawPile')}</li>
        </ol>
        <p>{t('table.opponent')}</p>
      </figcaption>
    </figure>
  );
}
