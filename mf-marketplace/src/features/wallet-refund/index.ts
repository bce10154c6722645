// Unused wallet cash back to the payments it came from (POST /api/wallet/refund-to-source; docs/tax.md).
export { RefundToSourceSection } from './components/refund-to-source-section';
