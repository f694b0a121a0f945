import { LegalDocument } from './legal-document.tsx';

/** /terms-of-service: static policy text from the `legal` locale namespace. */
export function TermsOfServicePage() {
  return <LegalDocument document="terms" />;
}
