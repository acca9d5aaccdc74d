import { PagePlaceholder } from '../../app/PagePlaceholder.js';

export function LearnPage() {
  return <PagePlaceholder titleKey="pageTitle.learn" />;
}
