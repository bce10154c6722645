/**
 * Published after commit by a use case that moved a customer's balance outside a booking or a session's end (those
 * events carry it themselves): a gateway payment credited, an extension debited, an undelivered order or an expired
 * voucher refunded. Realtime subscribes and pushes the new balance to the customer's open pages, the one way the
 * navigation's balance changes (the web patches it from `wallet-updated` instead of fetching the account again).
 */
export interface WalletBalanceChanged {
  userId: number;
}

declare module '../../shared/events/domain-events' {
  interface DomainEventTypes {
    'wallet.balance-changed': WalletBalanceChanged;
  }
}
