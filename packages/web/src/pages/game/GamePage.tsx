import { PagePlaceholder } from '../../app/PagePlaceholder.js';

export function GamePage() {
  return <PagePlaceholder titleKey="pageTitle.game" />;
}
