/** An address the app does not know: say so plainly and offer the ways on. */
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.js';
import { Gone } from '../shared/Gone.js';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('notFound.title'));
  return <Gone title={t('notFound.title')} lead={t('notFound.lead')} />;
}
