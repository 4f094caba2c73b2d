import { LegalPage } from '../components/legal-page';

export function TermsPage() {
  return <LegalPage document="terms" />;
}
