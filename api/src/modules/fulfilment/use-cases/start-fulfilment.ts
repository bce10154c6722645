import type { ClientSession } from 'mongoose';
import type { FulfilmentRecord, PaymentOrderRecord } from '../../payment-orders/payment-order.repository';
import { initialFulfilment } from '../fulfilment-service';
import { orderFulfilmentRepository } from '../../payment-orders/order-fulfilment.repository';

/**
 * Inside the payment's transaction: gives a just-paid order the fulfilment it starts with (null for wallet
 * payments, which deliver nothing). The payments module calls it through the port the server wires
 * (CallbackDeps.startFulfilment), so it never imports fulfilment.
 */
export async function startFulfilment(order: PaymentOrderRecord, session: ClientSession): Promise<FulfilmentRecord | null> {
  const fulfilment = initialFulfilment(order, order.completedAt);
  if (fulfilment) await orderFulfilmentRepository.start(order.txnid, fulfilment, session);
  return fulfilment;
}
