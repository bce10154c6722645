import type {
  AcceptWaitlistCallRequest,
  AstrologerQueueStatus,
  CreateConsultationResponse,
  JoinWaitlistRequest,
  WaitlistEntry,
} from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * The customer's place in a busy astrologer's queue. The server keeps the queue; `waitlist-updated` events
 * (use-live-waitlist.ts) write the newest entry into `myWaitlist`'s cache.
 */
export const waitlistApi = baseApi.enhanceEndpoints({ addTagTypes: ['Waitlist', 'Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    astrologerQueueStatus: build.query<AstrologerQueueStatus, number>({
      query: (astrologerId) => `waitlist/astrologers/${astrologerId}`,
      providesTags: ['Waitlist'],
    }),
    myWaitlist: build.query<WaitlistEntry | null, void>({
      query: () => 'waitlist/mine',
      providesTags: ['Waitlist'],
    }),
    joinWaitlist: build.mutation<WaitlistEntry, JoinWaitlistRequest>({
      query: (body) => ({ url: 'waitlist', method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
    leaveWaitlist: build.mutation<WaitlistEntry, void>({
      query: () => ({ url: 'waitlist/leave', method: 'POST' }),
      invalidatesTags: ['Waitlist'],
    }),
    acceptWaitlistCall: build.mutation<CreateConsultationResponse, AcceptWaitlistCallRequest>({
      query: (body) => ({ url: 'waitlist/accept', method: 'POST', body }),
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
