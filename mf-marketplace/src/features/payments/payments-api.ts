import {
  ordersRoutes,
  paymentsRoutes,
  requestTo,
  type BookingPaymentRequest,
  type CreatePaymentResponse,
  type PaymentOrder,
  type ServicePaymentRequest,
  type WalletRechargeRequest,
  type WalletRechargeResponse,
  type WalletTopUpRequest,
} from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The order carries what the item needs (contracts' deliverableInputSchemas of its input kind). */
export type ServicePaymentWithInputs = ServicePaymentRequest & { inputs?: Record<string, unknown> };

/** Creating gateway payments, and the order the success page confirms. */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createWalletRecharge: build.mutation<WalletRechargeResponse, WalletRechargeRequest>({
      query: (body) => requestTo(paymentsRoutes.createWalletRecharge, { body }),
    }),
    createWalletTopUp: build.mutation<CreatePaymentResponse, WalletTopUpRequest>({
      query: (body) => requestTo(paymentsRoutes.createWalletTopUp, { body }),
    }),
    createServicePayment: build.mutation<CreatePaymentResponse, ServicePaymentWithInputs>({
      query: (body) => requestTo(paymentsRoutes.createServicePayment, { body }),
    }),
    createBookingPayment: build.mutation<CreatePaymentResponse, BookingPaymentRequest>({
      query: (body) => requestTo(paymentsRoutes.createBookingPayment, { body }),
    }),
    /** The server's record of a payment (owner only): the success page shows this, not the query string. */
    paymentOrder: build.query<PaymentOrder, string>({
      query: (txnid) => requestTo(ordersRoutes.order, { params: { txnid } }),
    }),
  }),
});

export const {
  useCreateWalletRechargeMutation,
  useCreateWalletTopUpMutation,
  useCreateServicePaymentMutation,
  useCreateBookingPaymentMutation,
  usePaymentOrderQuery,
} = paymentsApi;
