import { idParamsSchema } from '../ids';
import { spendingCapRequestSchema, spendingCapResponseSchema, userLedgerResponseSchema, walletBalancesSchema } from '../wallet';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** The customer's wallet: balances, ledger and monthly spending cap (docs/billing.md). */
export const walletEndpoints = {
  userLedger: endpoint({
    method: 'GET',
    path: '/admin/users/:id/ledger',
    summary: "A user's wallet ledger, newest first, beside both balances (admins)",
    access: 'admin',
    params: idParamsSchema,
    response: schemaResponse('UserLedgerResponse', userLedgerResponseSchema),
  }),
  balances: endpoint({
    method: 'GET',
    path: '/wallet',
    summary: "The customer's two balances: cash and bonus credit",
    access: 'user',
    response: schemaResponse('WalletBalances', walletBalancesSchema),
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/wallet/ledger',
    summary: "The customer's own ledger, newest first, beside both balances",
    access: 'user',
    response: schemaResponse('UserLedgerResponse', userLedgerResponseSchema),
  }),
  spendingCap: endpoint({
    method: 'GET',
    path: '/wallet/spending-cap',
    summary: "The customer's monthly spending cap and this IST month's consultation spending",
    access: 'user',
    response: schemaResponse('SpendingCapResponse', spendingCapResponseSchema),
  }),
  setSpendingCap: endpoint({
    method: 'PUT',
    path: '/wallet/spending-cap',
    summary: 'Set or remove the monthly spending cap',
    access: 'user',
    body: spendingCapRequestSchema,
    response: schemaResponse('SpendingCapResponse', spendingCapResponseSchema),
  }),
} satisfies Record<string, Endpoint>;
