import { LegalPage } from '../components/legal-page';

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
