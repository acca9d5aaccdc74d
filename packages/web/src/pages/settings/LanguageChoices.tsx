/**
 * The app's language, each named in itself: the one the player chose, or, before they choose one, the one the
 * page is shown in (the browser's, as i18next resolved it). Choosing one applies it at once.
 */
import { LANGUAGES } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n/index.js';
import { useSettings } from '../../settings/settings-store.js';
import { Choice, Choices } from './SettingChoices.js';

export function LanguageChoices() {
  const { t, i18n } = useTranslation('pages');
  const chosen = useSettings().language;
  const shown = i18n.resolvedLanguage ?? 'en';
  return (
    <Choices legend={t('settings.language')}>
      {LANGUAGES.map((language) => (
        <Choice
          key={language}
          name="language"
          checked={chosen === language || (chosen === null && shown === language)}
          onChoose={() => {
            chooseLanguage(language);
          }}
        >
          <span lang={language}>{t(`language.${language}`, { ns: 'common' })}</span>
        </Choice>
      ))}
    </Choices>
  );
}
