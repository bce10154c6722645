import type { OrderDetail, OrderDetailsRequest, OrderPage } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The signed-in customer's orders (GET /api/payment/orders, newest first) and one order with what it delivered. */
export const ordersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Orders'] }).injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<OrderPage, { page: number; pageSize: number }>({
      query: (params) => ({ url: 'payment/orders', params }),
      providesTags: ['Orders'],
    }),
    order: build.query<OrderDetail, string>({
      query: (txnid) => `payment/orders/${encodeURIComponent(txnid)}`,
      providesTags: (_result, _error, txnid) => [{ type: 'Orders', id: txnid }],
    }),
    /** A paid order without its inputs (an old link): the form's answers start the delivery clock. */
    addOrderDetails: build.mutation<OrderDetail, { txnid: string } & OrderDetailsRequest>({
      query: ({ txnid, inputs }) => ({ url: `payment/orders/${encodeURIComponent(txnid)}/details`, method: 'PUT', body: { inputs } }),
      invalidatesTags: (_result, _error, { txnid }) => ['Orders', { type: 'Orders', id: txnid }],
    }),
  }),
});

export const { useOrdersQuery, useOrderQuery, useAddOrderDetailsMutation } = ordersApi;
