import { consultationsRoutes, requestTo, type Consultation } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The customer's running consultation, and the astrologer's running ones (newest first). */
export const activeConsultationApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    customerActiveConsultation: build.query<Consultation | null, number>({
      query: (userId) => requestTo(consultationsRoutes.activeOfUser, { params: { userId } }),
      providesTags: ['Consultations'],
    }),
    astrologerActiveConsultations: build.query<Consultation[], void>({
      query: () => requestTo(consultationsRoutes.astrologerActive),
      providesTags: ['Consultations'],
    }),
  }),
});
