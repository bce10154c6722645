import { consultationsRoutes, requestTo, type Consultation, type UpdateConsultationRequest } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * PATCH /api/consultations/{id} with the birth details the chat collects; POST .../skip-details
 * when the customer skips them. Either one finishes the birth-details step, which starts the billing clock
 * once the astrologer is there too.
 */
export const birthDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveBirthDetails: build.mutation<Consultation, { consultationId: number } & UpdateConsultationRequest>({
      query: ({ consultationId, userDetails }) => requestTo(consultationsRoutes.saveDetails, { params: { id: consultationId }, body: { userDetails } }),
    }),
    skipBirthDetails: build.mutation<Consultation, { consultationId: number }>({
      query: ({ consultationId }) => requestTo(consultationsRoutes.skipDetails, { params: { id: consultationId }, body: {} }),
    }),
  }),
});

export const { useSaveBirthDetailsMutation, useSkipBirthDetailsMutation } = birthDetailsApi;
