import { ordersRoutes, requestTo, type OrderDetail, type OrderDetailsRequest, type OrderPage } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The signed-in customer's orders (GET /api/payment/orders, newest first) and one order with what it delivered. */
export const ordersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Orders'] }).injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<OrderPage, { page: number; pageSize: number }>({
      query: (query) => requestTo(ordersRoutes.list, { query }),
      providesTags: ['Orders'],
    }),
    order: build.query<OrderDetail, string>({
      query: (txnid) => requestTo(ordersRoutes.order, { params: { txnid } }),
      providesTags: (_result, _error, txnid) => [{ type: 'Orders', id: txnid }],
    }),
    /** A paid order without its inputs (an old link): the form's answers start the delivery clock. */
    addOrderDetails: build.mutation<OrderDetail, { txnid: string } & OrderDetailsRequest>({
      query: ({ txnid, inputs }) => requestTo(ordersRoutes.addDetails, { params: { txnid }, body: { inputs } }),
      invalidatesTags: (_result, _error, { txnid }) => ['Orders', { type: 'Orders', id: txnid }],
    }),
  }),
});

export const { useOrdersQuery, useOrderQuery, useAddOrderDetailsMutation } = ordersApi;
