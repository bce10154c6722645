/**
 * The order's fulfilment moves belong to modules/payment-orders (order-fulfilment.repository.ts). This name stays only
 * for modules/moderation, which another change is reworking at the same time; it goes once moderation imports
 * payment-orders.
 */
export { orderFulfilmentRepository as fulfilmentRepository } from '../payment-orders/order-fulfilment.repository';
