import {
  astrologerDashboardFiguresSchema,
  earningsQuerySchema,
  earningsStatementSchema,
  earningsSummarySchema,
  payoutDueSchema,
  payoutsDueResponseSchema,
  recordPayoutRequestSchema,
} from '../earnings';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** An astrologer's earnings and the admin's payouts (api/src/modules/earnings). */
export const earningsEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/astrologer/earnings',
    summary: "The signed-in astrologer's earnings by day or month (IST; default the last 30 days)",
    access: 'astrologer',
    query: earningsQuerySchema,
    response: schemaResponse('EarningsSummary', earningsSummarySchema),
  }),
  dashboardFigures: endpoint({
    method: 'GET',
    path: '/astrologer/dashboard-figures',
    summary: "The astrologer dashboard's cards, from the earnings ledger over all time",
    access: 'astrologer',
    response: schemaResponse('AstrologerDashboardFigures', astrologerDashboardFiguresSchema),
  }),
  statement: endpoint({
    method: 'GET',
    path: '/astrologer/earnings/statement',
    summary: 'Every session of a period with its totals and TDS (194-O)',
    access: 'astrologer',
    query: earningsQuerySchema,
    response: schemaResponse('EarningsStatement', earningsStatementSchema),
  }),
  payoutsDue: endpoint({
    method: 'GET',
    path: '/admin/payouts',
    summary: 'Astrologers the platform owes money to, largest first',
    access: 'admin',
    response: schemaResponse('PayoutDue[]', payoutsDueResponseSchema),
  }),
  recordPayout: endpoint({
    method: 'POST',
    path: '/admin/payouts',
    summary: 'Record money paid out to an astrologer (at most what is due)',
    access: 'admin',
    body: recordPayoutRequestSchema,
    response: schemaResponse('PayoutDue', payoutDueSchema),
    status: 201,
  }),
} satisfies Record<string, Endpoint>;
