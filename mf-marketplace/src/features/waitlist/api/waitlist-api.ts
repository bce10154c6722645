import {
  requestTo,
  waitlistRoutes,
  type AcceptWaitlistCallRequest,
  type AstrologerQueueStatus,
  type CreateConsultationResponse,
  type JoinWaitlistRequest,
  type WaitlistEntry,
} from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * The customer's place in a busy astrologer's queue. The server keeps the queue; `waitlist-updated` events
 * (use-live-waitlist.ts) write the newest entry into `myWaitlist`'s cache.
 */
export const waitlistApi = baseApi.enhanceEndpoints({ addTagTypes: ['Waitlist', 'Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    astrologerQueueStatus: build.query<AstrologerQueueStatus, number>({
      query: (astrologerId) => requestTo(waitlistRoutes.queueStatus, { params: { id: astrologerId } }),
      providesTags: ['Waitlist'],
    }),
    myWaitlist: build.query<WaitlistEntry | null, void>({
      query: () => requestTo(waitlistRoutes.mine),
      providesTags: ['Waitlist'],
    }),
    joinWaitlist: build.mutation<WaitlistEntry, JoinWaitlistRequest>({
      query: (body) => requestTo(waitlistRoutes.join, { body }),
      invalidatesTags: ['Waitlist'],
    }),
    leaveWaitlist: build.mutation<WaitlistEntry, void>({
      query: () => requestTo(waitlistRoutes.leave),
      invalidatesTags: ['Waitlist'],
    }),
    acceptWaitlistCall: build.mutation<CreateConsultationResponse, AcceptWaitlistCallRequest>({
      query: (body) => requestTo(waitlistRoutes.accept, { body }),
      invalidatesTags: ['Waitlist', 'Consultations', 'CurrentUser'],
    }),
  }),
});

export const {
  useAstrologerQueueStatusQuery,
  useMyWaitlistQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
  useAcceptWaitlistCallMutation,
} = waitlistApi;
