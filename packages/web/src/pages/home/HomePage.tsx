import { PagePlaceholder } from '../../app/PagePlaceholder.js';

export function HomePage() {
  return <PagePlaceholder titleKey="pageTitle.home" />;
}
