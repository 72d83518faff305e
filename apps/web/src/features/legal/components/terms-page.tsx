import { termsOfUse } from '../content/terms.ts';
import { LegalPage } from './legal-page.tsx';

export function TermsPage() {
  return <LegalPage texts={termsOfUse} />;
}
