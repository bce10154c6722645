import { consultationsRoutes, requestTo, type Consultation, type EndConsultationRequest, type RefundIfEndedNowResponse } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * POST /api/consultations/{id}/end (the lists and the wallet change with it), and the server's answer to "if I end
 * now, what comes back?" (the end's own rule), which the confirmation states.
 */
export const sessionEndApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    endChatSession: build.mutation<Consultation, { consultationId: number } & EndConsultationRequest>({
      query: ({ consultationId, ...body }) => requestTo(consultationsRoutes.end, { params: { id: consultationId }, body }),
      invalidatesTags: ['Consultations', 'CurrentUser'],
    }),
    refundIfEndedNow: build.query<RefundIfEndedNowResponse, number>({
      query: (consultationId) => requestTo(consultationsRoutes.refundIfEndedNow, { params: { id: consultationId } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useEndChatSessionMutation, useLazyRefundIfEndedNowQuery } = sessionEndApi;
