import type { User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { orderFulfilmentRepository } from '../../payment-orders/order-fulfilment.repository';
import { itemOfOrder } from '../../payments/order-item';
import { paymentOrderRepository, type PaymentOrderRecord } from '../../payment-orders/payment-order.repository';
import { validatedInputs } from '../../payments/use-cases/create-service-payment';
import { apiText } from '../../../shared/i18n/api-text';

/**
 * The inputs of a paid order that came without them (an old link): validated like at purchase, stored,
 * and the due time starts now. Only its customer may, and only while it is awaiting details.
 */
export async function submitOrderDetails(customer: User, txnid: string, inputs: Record<string, unknown>): Promise<PaymentOrderRecord> {
  const order = await paymentOrderRepository.findByTxnid(txnid);
  if (!order || order.userId !== customer.id) throw AppError.notFound('order');
  const item = itemOfOrder(order);
  if (!item || order.fulfilment?.status !== 'awaiting-details') throw AppError.conflict(apiText('errors.orders.orderAlreadyDetails'));
  // Report orders always carry their form (it is required before payment): only service orders get here.
  const stored = await validatedInputs(customer.id, item, inputs);
  const now = new Date();
  const dueBy = new Date(now.getTime() + item.dueHours * 3_600_000);
  const updated = await orderFulfilmentRepository.submitInputs(txnid, customer.id, stored, dueBy, item.mode === 'scheduled' ? { nextReadingAt: now } : {});
  if (!updated) throw AppError.conflict(apiText('errors.orders.orderAlreadyDetails'));
  return updated;
}
