import { PolicyPage } from '../features/policies/components/policy-page';
import { REFUND_POLICY } from '../features/policies/model/refund-policy';

/** /refund-policy */
export default function RefundPolicyPage() {
  return <PolicyPage document={REFUND_POLICY} kind="refund" />;
}
