import { z } from 'zod';
import { idParamsSchema } from '../ids';
import { taxInvoiceSummarySchema } from '../tax';
import { endpoint, fileResponse, schemaResponse, type Endpoint } from './endpoint';

/** The customer's GST tax invoices for what they used from the wallet (api/src/modules/receipts, docs/tax.md). */
export const taxInvoicesEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/tax-invoices',
    summary: "The signed-in customer's tax invoices, newest first",
    access: 'signed-in',
    response: schemaResponse('TaxInvoiceSummary[]', z.array(taxInvoiceSummarySchema)),
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/tax-invoices/:id/pdf',
    summary: 'One of the customer\'s own tax invoices as a PDF',
    access: 'signed-in',
    params: idParamsSchema,
    response: fileResponse('Tax invoice PDF'),
  }),
} satisfies Record<string, Endpoint>;
