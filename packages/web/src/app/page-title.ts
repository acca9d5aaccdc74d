/**
 * The tab's title: the page's own, then the app's name; and before them, while a component shows one, a mark
 * that calls the player back to the tab (the home page's count of games waiting for their move, the table's
 * "● Your turn"). The only writer of `document.title`: one place keeps every part, so that a change of any (a
 * new language, a new count, the turn coming or going) writes the whole title again and a mark that goes
 * leaves the page's own title as it is now, not as it was when the mark came.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

let pageTitle = document.title;
/** The marks shown, in the order they came: each its own object, so that two equal texts are two marks. */
const marks: { readonly text: string }[] = [];

function show(): void {
  document.title = [...marks.map((mark) => mark.text), pageTitle].join(' · ');
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
    const mark = { text };
    marks.push(mark);
    show();
    return () => {
      marks.splice(marks.indexOf(mark), 1);
      show();
    };
  }, [text]);
}
