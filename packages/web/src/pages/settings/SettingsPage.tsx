/**
 * The player's settings: language, confirming the turn, animation speed (off too), the sound for "your
 * turn", and whether other players' phrases show at the table. Each change applies at once and is kept in this
 * browser by the settings store. Below, what the server keeps for the player: notifications and vacations
 * (NotificationSettings).
 */
import type { ReactNode } from 'react';
import { LANGUAGES } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.js';
import { chooseLanguage } from '../../i18n/index.js';
import {
  ANIMATION_SPEEDS,
  CONFIRM_TURN,
  type AnimationSpeed,
  type ConfirmTurn,
} from '../../settings/settings.js';
import { updateSettings, useSettings } from '../../settings/settings-store.js';
import { NotificationSettings } from './NotificationSettings.js';
import '../shared/pages.css';
import './settings.css';

export function SettingsPage() {
  const { t, i18n } = useTranslation('pages');
  usePageTitle(t('settings.title'));
  const settings = useSettings();
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const shown = i18n.resolvedLanguage ?? 'en';

  return (
    <div className="page settings">
      <h1>{t('settings.title')}</h1>

      <Choices legend={t('settings.language')}>
        {LANGUAGES.map((language) => (
          <Choice
            key={language}
            name="language"
            checked={settings.language === language || (settings.language === null && shown === language)}
            onChoose={() => {
              chooseLanguage(language);
            }}
          >
            <span lang={language}>{t(`language.${language}`, { ns: 'common' })}</span>
          </Choice>
        ))}
      </Choices>

      <Choices legend={t('settings.confirm.title')} lead={t('settings.confirm.lead')}>
        {CONFIRM_TURN.map((option: ConfirmTurn) => (
          <Choice
            key={option}
            name="confirm-turn"
            checked={settings.confirmTurn === option}
            onChoose={() => {
              updateSettings({ confirmTurn: option });
            }}
          >
            {t(`settings.confirm.${option}`)}
          </Choice>
        ))}
      </Choices>

      <Choices
        legend={t('settings.animation.title')}
        lead={reducedMotion ? t('settings.animation.reduced') : undefined}
      >
        {ANIMATION_SPEEDS.map((speed: AnimationSpeed) => (
          <Choice
            key={speed}
            name="animation-speed"
            checked={settings.animationSpeed === speed}
            onChoose={() => {
              updateSettings({ animationSpeed: speed });
            }}
          >
            {t(`settings.animation.${speed}`)}
          </Choice>
        ))}
      </Choices>

      <fieldset className="panel settings-group">
        <legend>{t('settings.sound.title')}</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={settings.sound}
            onChange={(event) => {
              updateSettings({ sound: event.target.checked });
            }}
          />
          <span>{t('settings.sound.label')}</span>
        </label>
      </fieldset>

      {/* The phrases' words are the table's, where they are said. */}
      <fieldset className="panel settings-group">
        <legend>{t('phrases.settingTitle', { ns: 'table' })}</legend>
        <p className="muted settings-lead">{t('phrases.settingLead', { ns: 'table' })}</p>
        <label className="check">
          <input
            type="checkbox"
            checked={settings.showPhrases}
            onChange={(event) => {
              updateSettings({ showPhrases: event.target.checked });
            }}
          />
          <span>{t('phrases.settingLabel', { ns: 'table' })}</span>
        </label>
      </fieldset>

      <p className="muted">{t('settings.saved')}</p>

      <NotificationSettings />
    </div>
  );
}

function Choices({
  legend,
  lead,
  children,
}: {
  readonly legend: string;
  readonly lead?: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <fieldset className="panel settings-group">
      <legend>{legend}</legend>
      {lead === undefined ? null : <p className="muted settings-lead">{lead}</p>}
      <div className="settings-choices">{children}</div>
    </fieldset>
  );
}

function Choice({
  name,
  checked,
  onChoose,
  children,
}: {
  readonly name: string;
  readonly checked: boolean;
  readonly onChoose: () => void;
  readonly children: ReactNode;
}) {
  return (
    <label className="settings-choice">
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      <span>{children}</span>
    </label>
  );
}
