import type { Consultation, EndConsultationRequest, RefundIfEndedNowResponse } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * POST /api/consultations/{id}/end (the lists and the wallet change with it), and the server's answer to "if I end
 * now, what comes back?" (the end's own rule), which the confirmation states.
 */
export const sessionEndApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    endChatSession: build.mutation<Consultation, { consultationId: number } & EndConsultationRequest>({
      query: ({ consultationId, ...body }) => ({ url: `consultations/${consultationId}/end`, method: 'POST', body }),
      invalidatesTags: ['Consultations', 'CurrentUser'],
    }),
    refundIfEndedNow: build.query<RefundIfEndedNowResponse, number>({
      query: (consultationId) => `consultations/${consultationId}/refund-if-ended-now`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useEndChatSessionMutation, useLazyRefundIfEndedNowQuery } = sessionEndApi;
