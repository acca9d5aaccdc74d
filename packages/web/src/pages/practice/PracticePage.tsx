import { PagePlaceholder } from '../../app/PagePlaceholder.js';

export function PracticePage() {
  return <PagePlaceholder titleKey="pageTitle.practice" />;
}
