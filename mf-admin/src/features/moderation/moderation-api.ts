import { moderationRoutes, requestTo, type ContactAttemptCount, type ModerationActionRequest, type ModerationReport, type ReportStatus } from '@astrosetu/contracts';
import { adminApi, afterAdminWrite } from '../../shared/api/admin-api';

/** The moderation queue: customers' reports with the conversation around them, and contact-sharing attempts per astrologer. */
export const moderationApi = adminApi.enhanceEndpoints({ addTagTypes: ['Moderation'] }).injectEndpoints({
  endpoints: (build) => ({
    moderationReports: build.query<ModerationReport[], ReportStatus>({
      query: (status) => requestTo(moderationRoutes.reports, { query: { status } }),
      providesTags: ['Moderation'],
    }),
    contactAttempts: build.query<ContactAttemptCount[], void>({
      query: () => requestTo(moderationRoutes.contactAttempts),
      providesTags: ['Moderation'],
    }),
    actOnReport: build.mutation<ModerationReport, { id: number } & ModerationActionRequest>({
      query: ({ id, ...body }) => requestTo(moderationRoutes.actOnReport, { params: { id }, body }),
      invalidatesTags: ['Moderation', 'AdminAstrologers', ...afterAdminWrite],
    }),
  }),
});

export const { useModerationReportsQuery, useContactAttemptsQuery, useActOnReportMutation } = moderationApi;
