/** The task beside the table, folded or open: what to find, when a try ends, and more about the page. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function DecisionTask({
  name,
  about,
  open,
  onToggle,
}: {
  /** The deciding seat's name. */
  readonly name: string;
  readonly about: ReactNode;
  readonly open: boolean;
  readonly onToggle: (open: boolean) => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <details
      className="mistakes-task"
      open={open}
      onToggle={(event) => {
        onToggle(event.currentTarget.open);
      }}
    >
      <summary>{t('learn.task')}</summary>
      <p>{t('learn.lead', { name })}</p>
      <p>{t('learn.ends')}</p>
      {about}
    </details>
  );
}
