import { LegalDocument } from './legal-document.tsx';

/** /privacy-policy: static policy text from the `legal` locale namespace. */
export function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" />;
}
