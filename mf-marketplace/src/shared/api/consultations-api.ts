import {
  consultationsRoutes,
  profileRoutes,
  requestTo,
  reviewsRoutes,
  type Consultation,
  type CreateConsultationRequest,
  type CreateConsultationResponse,
  type CreateReviewRequest,
  type EndConsultationRequest,
  type FreeFirstMinutesResponse,
  type ProfileStats,
  type RefundIfEndedNowResponse,
  type Review,
} from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** Everything that changes with a booking or the end of a session: the lists, the active one, the wallet. */
const CONSULTATION_TAGS = ['Consultations', 'CurrentUser'] as const;

/**
 * The signed-in customer's consultations. Always for the session's own user id (never a fixed one).
 * A booking or an end invalidates the lists, the active session and the current user (wallet balance);
 * pages also call refreshUser() so the navigation bar's balance follows at once.
 */
export const consultationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    consultationsOfUser: build.query<Consultation[], number>({
      query: (userId) => requestTo(consultationsRoutes.ofUser, { params: { userId } }),
      providesTags: ['Consultations'],
    }),
    activeConsultationOfUser: build.query<Consultation | null, number>({
      query: (userId) => requestTo(consultationsRoutes.activeOfUser, { params: { userId } }),
      providesTags: ['Consultations'],
    }),
    /**
     * The customer's totals, per-month spending and counts (GET /api/profile/stats), all sums of the wallet ledger
     * net of refunds: the pages display them and compute no money. A booking or an end changes them.
     */
    customerConsultationStats: build.query<ProfileStats, void>({
      query: () => requestTo(profileRoutes.stats),
      providesTags: ['Consultations'],
    }),
    /** What ending this running session now would give back, by the end's own rule (never cached). */
    refundIfEndedNow: build.query<RefundIfEndedNowResponse, number>({
      query: (consultationId) => requestTo(consultationsRoutes.refundIfEndedNow, { params: { id: consultationId } }),
      keepUnusedDataFor: 0,
    }),
    /** Whether the customer's next booking has its first minutes free; a booking changes the answer. */
    freeFirstMinutes: build.query<FreeFirstMinutesResponse, void>({
      query: () => requestTo(consultationsRoutes.freeFirstMinutes),
      providesTags: ['Consultations'],
    }),
    bookConsultation: build.mutation<CreateConsultationResponse, CreateConsultationRequest>({
      query: (body) => requestTo(consultationsRoutes.book, { body }),
      invalidatesTags: [...CONSULTATION_TAGS],
    }),
    endConsultationSession: build.mutation<Consultation, { id: number } & EndConsultationRequest>({
      query: ({ id, ...body }) => requestTo(consultationsRoutes.end, { params: { id }, body }),
      invalidatesTags: [...CONSULTATION_TAGS],
    }),
    /** POST /api/consultations/{id}/review: once per completed session; the astrologer's rating follows. */
    reviewConsultation: build.mutation<Review, { id: number } & CreateReviewRequest>({
      query: ({ id, ...body }) => requestTo(reviewsRoutes.create, { params: { id }, body }),
      invalidatesTags: ['Consultations'],
    }),
  }),
});

export const {
  useConsultationsOfUserQuery,
  useActiveConsultationOfUserQuery,
  useFreeFirstMinutesQuery,
  useCustomerConsultationStatsQuery,
  useLazyRefundIfEndedNowQuery,
  useBookConsultationMutation,
  useEndConsultationSessionMutation,
  useReviewConsultationMutation,
} = consultationsApi;

/** Newest first: the API's order is not part of its contract. */
export function newestFirst(consultations: readonly Consultation[]): Consultation[] {
  return [...consultations].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
