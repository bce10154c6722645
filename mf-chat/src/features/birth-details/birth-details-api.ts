import type { Consultation, UpdateConsultationRequest } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** Spec 7.3: PATCH /api/consultations/{id} with the birth details the chat collects. */
export const birthDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveBirthDetails: build.mutation<Consultation, { consultationId: number } & UpdateConsultationRequest>({
      query: ({ consultationId, userDetails }) => ({ url: `consultations/${consultationId}`, method: 'PATCH', body: { userDetails } }),
    }),
  }),
});

export const { useSaveBirthDetailsMutation } = birthDetailsApi;
