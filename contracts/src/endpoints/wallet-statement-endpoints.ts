import { walletStatementQuerySchema, walletStatementResponseSchema } from '../wallet';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** The customer's wallet statement (issue 32, docs/billing.md). */
export const walletStatementEndpoints = {
  statement: endpoint({
    method: 'GET',
    path: '/wallet/statement',
    summary: "A page of the customer's wallet entries, newest first, with both running balances",
    access: 'user',
    query: walletStatementQuerySchema,
    response: schemaResponse('WalletStatementResponse', walletStatementResponseSchema),
  }),
} satisfies Record<string, Endpoint>;
