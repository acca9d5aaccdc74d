/**
 * Practice against the computer in the browser: the whole game runs here (engine in the page, computer in a Web
 * Worker), so it works offline and is clearly not counted. The level is chosen here and remembered.
 */
import { PLAYER_LEVELS, isBotLevel, type BotLevel } from '@katz/bots';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { randomSeed } from '../../local/seed.js';
import { useLocalGame } from '../../local/use-local-game.js';
import { GameTable } from '../../table/GameTable.js';
import '../shared/pages.css';
import './practice.css';
import { levelName } from '../../i18n/level-words.js';

const LEVEL_KEY = 'katz.practiceLevel';

function storedLevel(): BotLevel {
  try {
    const level = localStorage.getItem(LEVEL_KEY);
    return isBotLevel(level) ? level : 'novice';
  } catch {
    return 'novice';
  }
}

export function PracticePage() {
  const { t } = useTranslation('table');
  const [params] = useSearchParams();
  usePageTitle(t('practice.title'));
  // A level, seed and pace in the address are for tests and shared deals; people pick the level below.
  const asked = params.get('level');
  const [level, setLevel] = useState<BotLevel>(isBotLevel(asked) ? asked : storedLevel);
  const [round, setRound] = useState(0);
  const pace = Number(params.get('pace') ?? '700');
  const fixedSeed = params.get('seed');
  const options = useMemo(
    () => ({
      seed: round === 0 && fixedSeed !== null ? fixedSeed : randomSeed(),
      level,
      name: t('you'),
      paceMs: Number.isFinite(pace) ? pace : 700,
      keepAs: 'katz.practice',
      resume: round === 0 && fixedSeed === null,
    }),
    // A new round or level deals a new game; the name and pace only matter at the start.
    [round, level],
  );
  const source = useLocalGame(options);
  const shownLevel = source?.level ?? level;
  return (
    <div className="practice">
      <div className="practice-bar">
        <h1 className="practice-title visually-hidden-phone">{t('practice.title')}</h1>
        <p className="practice-note">{t('practice.notCounted')}</p>
        <label className="practice-level">
          <span className="visually-hidden-phone">{t('practice.level')}</span>{' '}
          <select
            value={shownLevel}
            onChange={(event) => {
              if (!isBotLevel(event.target.value)) return;
              setLevel(event.target.value);
              try {
                localStorage.setItem(LEVEL_KEY, event.target.value);
              } catch {
                // not kept, still used
              }
            }}
          >
            {(PLAYER_LEVELS as readonly BotLevel[]).includes(shownLevel) ? null : (
              <option value={shownLevel}>{levelName(shownLevel)}</option>
            )}
            {PLAYER_LEVELS.map((offered) => (
              <option key={offered} value={offered}>
                {levelName(offered)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button"
          onClick={() => {
            setRound(round + 1);
          }}
        >
          {t('practice.newGame')}
        </button>
      </div>
      {source === null ? (
        <p className="app-loading">…</p>
      ) : (
        <GameTable
          key={source.gameId}
          source={source}
          onRematch={() => {
            setRound(round + 1);
          }}
        />
      )}
    </div>
  );
}
