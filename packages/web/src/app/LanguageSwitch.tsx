/** The language switch in the header: each language named in itself, so anyone finds their own. */
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/index.js';
import { isLanguage, LANGUAGES } from '@katz/protocol';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(event) => {
          if (isLanguage(event.target.value)) chooseLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
