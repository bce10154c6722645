import { PolicyPage } from '../features/policies/components/policy-page';
import { TERMS_OF_SERVICE } from '../features/policies/model/terms-of-service';

/** /terms-of-service */
export default function TermsOfServicePage() {
  return <PolicyPage document={TERMS_OF_SERVICE} kind="terms" />;
}
