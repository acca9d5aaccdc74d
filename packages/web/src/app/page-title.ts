/**
 * The tab's title: the page's own, then the app's name; and before them, while a page shows one, a mark that
 * calls the player back to the tab (the home page's count of games waiting for their move). One place keeps
 * both parts, so that a change of either (a new language, a new count) writes the whole title again.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

let pageTitle = document.title;
let mark: string | null = null;

function show(): void {
  document.title = mark === null ? pageTitle : `${mark} · ${pageTitle}`;
}

export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    pageTitle = title === '' ? appName : `${title} · ${appName}`;
    show();
  }, [title, appName]);
}

/** Puts `text` before the title while the calling component is shown with it; null puts nothing. */
export function useTitleMark(text: string | null): void {
  useEffect(() => {
    if (text === null) return undefined;
    mark = text;
    show();
    return () => {
      mark = null;
      show();
    };
  }, [text]);
}
