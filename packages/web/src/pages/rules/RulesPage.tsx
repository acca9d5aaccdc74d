import { PagePlaceholder } from '../../app/PagePlaceholder.js';

export function RulesPage() {
  return <PagePlaceholder titleKey="pageTitle.rules" />;
}
