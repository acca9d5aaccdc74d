import { PagePlaceholder } from '../../app/PagePlaceholder.js';

export function SettingsPage() {
  return <PagePlaceholder titleKey="pageTitle.settings" />;
}
