/** A page that is not built yet: its title and a line saying so, in the player's language. */
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './page-title.js';

export function PagePlaceholder({ titleKey }: { readonly titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>{t('placeholder')}</p>
    </section>
  );
}
