import { moderationRoutes, requestTo, type BlockedAstrologer, type CreateReportRequest, type ReportReceipt } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * The customer's blocks (blocked astrologers leave their listing and cannot be booked) and reports about an
 * astrologer. Used by the cards, the astrologer's page and the profile, so it lives in shared/.
 */
export const trustApi = baseApi.enhanceEndpoints({ addTagTypes: ['Blocks', 'Favorites'] }).injectEndpoints({
  endpoints: (build) => ({
    blocks: build.query<BlockedAstrologer[], void>({
      query: () => requestTo(moderationRoutes.blocks),
      providesTags: ['Blocks'],
    }),
    block: build.mutation<BlockedAstrologer, number>({
      query: (astrologerId) => requestTo(moderationRoutes.block, { body: { astrologerId } }),
      // Blocking also drops the astrologer from the favourites.
      invalidatesTags: ['Blocks', 'Favorites'],
    }),
    unblock: build.mutation<void, number>({
      query: (astrologerId) => requestTo(moderationRoutes.unblock, { params: { astrologerId } }),
      invalidatesTags: ['Blocks'],
    }),
    reportAstrologer: build.mutation<ReportReceipt, CreateReportRequest>({
      query: (body) => requestTo(moderationRoutes.report, { body }),
    }),
  }),
});

export const { useBlocksQuery, useBlockMutation, useUnblockMutation, useReportAstrologerMutation } = trustApi;
