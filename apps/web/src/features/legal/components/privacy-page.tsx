import { privacyPolicy } from '../content/privacy.ts';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPage() {
  return <LegalPage texts={privacyPolicy} />;
}
