/** The fairness check, explained in one sentence and done in this browser (fairness.ts). */
import type { ReplayView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFairness, type FairnessCheck } from './fairness.js';

export function FairnessPanel({ replay }: { readonly replay: ReplayView }) {
  const { t } = useTranslation('pages');
  const [check, setCheck] = useState<FairnessCheck | null>(null);
  useEffect(() => {
    let current = true;
    void checkFairness(replay).then((result) => {
      if (current) setCheck(result);
    });
    return () => {
      current = false;
    };
  }, [replay]);

  const line = (passed: boolean, ok: string, bad: string) => (
    <li className={passed ? 'fair-ok' : 'fair-bad'}>
      <span aria-hidden="true">{passed ? '✓' : '✗'}</span> {passed ? ok : bad}
    </li>
  );

  return (
    <section className="panel replay-fairness" aria-labelledby="fairness-title">
      <h2 id="fairness-title">{t('replay.fairness.title')}</h2>
      <p>{t('replay.fairness.explain')}</p>
      <dl className="fair-values">
        <dt>{t('replay.fairness.seed')}</dt>
        <dd>
          <code>{replay.seed}</code>
        </dd>
        <dt>{t('replay.fairness.hash')}</dt>
        <dd>
          <code>{replay.seedHash}</code>
        </dd>
      </dl>
      {check === null ? (
        <p className="muted">{t('replay.fairness.checking')}</p>
      ) : (
        <ul className="fair-results" aria-live="polite">
          {line(check.hashMatches, t('replay.fairness.hashOk'), t('replay.fairness.hashBad'))}
          {line(check.dealMatches, t('replay.fairness.dealOk'), t('replay.fairness.dealBad'))}
          {line(check.actionsReplay, t('replay.fairness.movesOk'), t('replay.fairness.movesBad'))}
        </ul>
      )}
    </section>
  );
}
