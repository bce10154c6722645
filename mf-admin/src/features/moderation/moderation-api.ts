import type { ContactAttemptCount, ModerationActionRequest, ModerationReport, ReportStatus } from '@astrosetu/contracts';
import { adminApi, afterAdminWrite } from '../../shared/api/admin-api';

/** The moderation queue: customers' reports with the conversation around them, and contact-sharing attempts per astrologer. */
export const moderationApi = adminApi.enhanceEndpoints({ addTagTypes: ['Moderation'] }).injectEndpoints({
  endpoints: (build) => ({
    moderationReports: build.query<ModerationReport[], ReportStatus>({
      query: (status) => ({ url: 'admin/moderation/reports', params: { status } }),
      providesTags: ['Moderation'],
    }),
    contactAttempts: build.query<ContactAttemptCount[], void>({
      query: () => 'admin/moderation/contact-attempts',
      providesTags: ['Moderation'],
    }),
    actOnReport: build.mutation<ModerationReport, { id: number } & ModerationActionRequest>({
      query: ({ id, ...body }) => ({ url: `admin/moderation/reports/${id}/actions`, method: 'POST', body }),
      invalidatesTags: ['Moderation', 'AdminAstrologers', ...afterAdminWrite],
    }),
  }),
});

export const { useModerationReportsQuery, useContactAttemptsQuery, useActOnReportMutation } = moderationApi;
