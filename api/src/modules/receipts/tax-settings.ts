import type { Seller } from './build-receipt-pdf';

/**
 * The supplier printed on tax documents (SELLER_* in configuration), read at start. Tax invoices are issued by
 * session ends in several use cases (HTTP, sockets, the sweeper) that have no request context: they read it here.
 */
let seller: Seller | null = null;

export function configureTax(options: { seller: Seller }): void {
  seller = options.seller;
}

export function currentSeller(): Seller {
  if (!seller) throw new Error('The seller of tax invoices is not configured (configureTax at start)');
  return seller;
}
