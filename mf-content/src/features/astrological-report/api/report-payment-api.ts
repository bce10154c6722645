import { paymentsRoutes, requestTo, type CreatePaymentResponse, type ReportPaymentRequest } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** POST /api/payment/astrological-report/create: the order for a paid report and the gateway's form fields. */
export const reportPaymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createReportPayment: build.mutation<CreatePaymentResponse, ReportPaymentRequest>({
      query: (body) => requestTo(paymentsRoutes.createReportPayment, { body }),
    }),
  }),
});

export const { useCreateReportPaymentMutation } = reportPaymentApi;
