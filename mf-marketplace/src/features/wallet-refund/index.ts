// The wallet's money documents beside its statement: unused cash back to the payments it came from
// (POST /api/wallet/refund-to-source) and the consultations' GST tax invoices (GET /api/tax-invoices); docs/tax.md.
export { RefundToSourceSection } from './components/refund-to-source-section';
export { TaxInvoicesSection } from './components/tax-invoices-section';
