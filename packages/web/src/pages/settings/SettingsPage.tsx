/**
 * The player's settings: language, confirming the turn, animation speed (off too), the sound for "your
 * turn", and whether other players' phrases show at the table. Each change applies at once and is kept in this
 * browser by the settings store. Below, what the server keeps for the player: notifications and vacations
 * (NotificationSettings).
 */
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.js';
import {
  ANIMATION_SPEEDS,
  CONFIRM_TURN,
  type AnimationSpeed,
  type ConfirmTurn,
} from '../../settings/settings.js';
import { updateSettings, useSettings } from '../../settings/settings-store.js';
import { LanguageChoices } from './LanguageChoices.js';
import { NotificationSettings } from './NotificationSettings.js';
import { SettingCheck } from './SettingCheck.js';
import { Choice, Choices } from './SettingChoices.js';
import '../shared/pages.css';
import './settings.css';

export function SettingsPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('settings.title'));
  const settings = useSettings();
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;

  return (
    <div className="page settings">
      <h1>{t('settings.title')}</h1>

      <LanguageChoices />

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

      <SettingCheck
        legend={t('settings.sound.title')}
        label={t('settings.sound.label')}
        checked={settings.sound}
        onChange={(sound) => {
          updateSettings({ sound });
        }}
      />

      {/* The phrases' words are the table's, where they are said. */}
      <SettingCheck
        legend={t('phrases.settingTitle', { ns: 'table' })}
        lead={t('phrases.settingLead', { ns: 'table' })}
        label={t('phrases.settingLabel', { ns: 'table' })}
        checked={settings.showPhrases}
        onChange={(showPhrases) => {
          updateSettings({ showPhrases });
        }}
      />

      <p className="muted">{t('settings.saved')}</p>

      <NotificationSettings />
    </div>
  );
}
