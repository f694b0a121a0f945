import { LegalDocument } from './legal-document.tsx';

/** /refund-policy: static policy text from the `legal` locale namespace. */
export function RefundPolicyPage() {
  return <LegalDocument document="refund" />;
}
