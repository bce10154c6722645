import type {
  BookingPaymentRequest,
  CreatePaymentResponse,
  PaymentOrder,
  ServicePaymentRequest,
  WalletRechargeRequest,
  WalletRechargeResponse,
  WalletTopUpRequest,
} from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The order carries what the item needs (contracts' deliverableInputSchemas of its input kind). */
export type ServicePaymentWithInputs = ServicePaymentRequest & { inputs?: Record<string, unknown> };

/** Creating gateway payments, and the order the success page confirms. */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createWalletRecharge: build.mutation<WalletRechargeResponse, WalletRechargeRequest>({
      query: (body) => ({ url: 'payment/wallet/recharge', method: 'POST', body }),
    }),
    createWalletTopUp: build.mutation<CreatePaymentResponse, WalletTopUpRequest>({
      query: (body) => ({ url: 'payment/wallet/create', method: 'POST', body }),
    }),
    createServicePayment: build.mutation<CreatePaymentResponse, ServicePaymentWithInputs>({
      query: (body) => ({ url: 'payment/service/create', method: 'POST', body }),
    }),
    createBookingPayment: build.mutation<CreatePaymentResponse, BookingPaymentRequest>({
      query: (body) => ({ url: 'payment/create', method: 'POST', body }),
    }),
    /** The server's record of a payment (owner only): the success page shows this, not the query string. */
    paymentOrder: build.query<PaymentOrder, string>({
      query: (txnid) => `payment/orders/${encodeURIComponent(txnid)}`,
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
