import { PagePlaceholder } from '../../app/PagePlaceholder.js';

export function NotFoundPage() {
  return <PagePlaceholder titleKey="pageTitle.notFound" />;
}
