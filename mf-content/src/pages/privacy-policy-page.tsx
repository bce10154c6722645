import { PolicyPage } from '../features/policies/components/policy-page';
import { PRIVACY_POLICY } from '../features/policies/model/privacy-policy';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  return <PolicyPage document={PRIVACY_POLICY} kind="privacy" />;
}
