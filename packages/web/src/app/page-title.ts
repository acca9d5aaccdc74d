/** The tab's title: the page's own, then the app's name. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = title === '' ? appName : `${title} · ${appName}`;
  }, [title, appName]);
}
