import { orderDetailSchema, orderDetailsRequestSchema, orderListQuerySchema, orderPageSchema, orderReadingParamsSchema, txnidParamsSchema } from '../orders';
import { endpoint, fileResponse, schemaResponse } from './endpoint';

/**
 * A customer's own orders and their files (api/src/modules/orders). Someone else's order answers exactly like a
 * missing one (404).
 */
export const ordersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/payment/orders',
    summary: "The customer's orders, newest first, paged",
    access: 'signed-in',
    query: orderListQuerySchema,
    response: schemaResponse('OrderPage', orderPageSchema),
  }),
  order: endpoint({
    method: 'GET',
    path: '/payment/orders/:txnid',
    summary: 'One order with its fulfilment (and, for a package order, what became of the booking)',
    access: 'signed-in',
    params: txnidParamsSchema,
    response: schemaResponse('OrderDetail', orderDetailSchema),
  }),
  addDetails: endpoint({
    method: 'PUT',
    path: '/payment/orders/:txnid/details',
    summary: "The item's inputs for a paid order that has none; they start the delivery clock",
    access: 'user',
    params: txnidParamsSchema,
    body: orderDetailsRequestSchema,
    response: schemaResponse('OrderDetail', orderDetailSchema),
  }),
  receipt: endpoint({
    method: 'GET',
    path: '/payment/orders/:txnid/receipt',
    summary: "A paid order's receipt (PDF)",
    access: 'signed-in',
    params: txnidParamsSchema,
    response: fileResponse('Receipt PDF'),
  }),
  deliverable: endpoint({
    method: 'GET',
    path: '/payment/orders/:txnid/deliverable',
    summary: "A delivered order's PDF",
    access: 'signed-in',
    params: txnidParamsSchema,
    response: fileResponse('Deliverable PDF'),
  }),
  reading: endpoint({
    method: 'GET',
    path: '/payment/orders/:txnid/readings/:index',
    summary: "One of a scheduled order's period readings (PDF)",
    access: 'signed-in',
    params: orderReadingParamsSchema,
    response: fileResponse('Reading PDF'),
  }),
};
