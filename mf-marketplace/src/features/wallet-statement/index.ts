// The customer's wallet page: balances, "Add money" and the statement (GET /api/wallet/statement).
export { WalletStatementView, STATEMENT_PAGE_SIZE } from './components/wallet-statement-view';
