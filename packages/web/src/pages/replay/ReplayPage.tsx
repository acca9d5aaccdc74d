import { PagePlaceholder } from '../../app/PagePlaceholder.js';

export function ReplayPage() {
  return <PagePlaceholder titleKey="pageTitle.replay" />;
}
