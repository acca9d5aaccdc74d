/** The rules for players, in the player's language, with small drawn examples (from docs/rules.md). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import {
  BuildingExample,
  CompleteExample,
  KingExample,
  TableSketch,
  TurnEndExample,
} from './RuleExamples.js';
import '../shared/pages.css';
import './rules.css';

const SECTIONS = [
  'table',
  'building',
  'kings',
  'complete',
  'turnEnd',
  'refill',
  'end',
  'tips',
  'fair',
] as const;

export function RulesPage() {
  const { t } = useTranslation('rules');
  usePageTitle(t('title'));
  const tips = t('tips.items', { returnObjects: true }) as unknown;

  return (
    <article className="page rules">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <nav className="panel rules-contents" aria-labelledby="rules-contents">
        <h2 id="rules-contents">{t('contents')}</h2>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${section}`}>{t(`${section}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>

      <section id="table" className="rules-section">
        <h2>{t('table.title')}</h2>
        <p>{t('table.body')}</p>
        <TableSketch />
      </section>

      <section id="building" className="rules-section">
        <h2>{t('building.title')}</h2>
        <p>{t('building.body')}</p>
        <BuildingExample />
      </section>

      <section id="kings" className="rules-section">
        <h2>{t('kings.title')}</h2>
        <p>{t('kings.body')}</p>
        <KingExample />
      </section>

      <section id="complete" className="rules-section">
        <h2>{t('complete.title')}</h2>
        <p>{t('complete.body')}</p>
        <CompleteExample />
      </section>

      <section id="turnEnd" className="rules-section">
        <h2>{t('turnEnd.title')}</h2>
        <p>{t('turnEnd.body')}</p>
        <TurnEndExample />
        <p className="notice">{t('turnEnd.never')}</p>
      </section>

      <section id="refill" className="rules-section">
        <h2>{t('refill.title')}</h2>
        <p>{t('refill.body')}</p>
      </section>

      <section id="end" className="rules-section">
        <h2>{t('end.title')}</h2>
        <ul>
          <li>{t('end.stock')}</li>
          <li>{t('end.drawPile')}</li>
          <li>{t('end.clock')}</li>
        </ul>
      </section>

      <section id="tips" className="rules-section">
        <h2>{t('tips.title')}</h2>
        <ul>{Array.isArray(tips) ? tips.map((tip) => <li key={String(tip)}>{String(tip)}</li>) : null}</ul>
      </section>

      <section id="fair" className="rules-section">
        <h2>{t('fair.title')}</h2>
        <p>{t('fair.body')}</p>
      </section>

      <p className="row rules-next">
        <Link className="button button-primary" to="/learn">
          {t('learn')}
        </Link>
        <Link className="button" to="/practice">
          {t('practice')}
        </Link>
      </p>
    </article>
  );
}
