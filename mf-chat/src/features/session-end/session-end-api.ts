import type { Consultation, EndConsultationRequest } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** POST /api/consultations/{id}/end. The lists and the wallet change with it. */
export const sessionEndApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    endChatSession: build.mutation<Consultation, { consultationId: number } & EndConsultationRequest>({
      query: ({ consultationId, ...body }) => ({ url: `consultations/${consultationId}/end`, method: 'POST', body }),
      invalidatesTags: ['Consultations', 'CurrentUser'],
    }),
  }),
});

export const { useEndChatSessionMutation } = sessionEndApi;
