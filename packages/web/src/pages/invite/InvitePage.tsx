import { PagePlaceholder } from '../../app/PagePlaceholder.js';

export function InvitePage() {
  return <PagePlaceholder titleKey="pageTitle.invite" />;
}
