import { PolicyPage } from '../features/policies/components/policy-page';
import { SHIPPING_POLICY } from '../features/policies/model/shipping-policy';

/** /shipping-policy */
export default function ShippingPolicyPage() {
  return <PolicyPage document={SHIPPING_POLICY} kind="shipping" />;
}
