import { z } from 'zod';
import { idParamsSchema } from '../ids';
import {
  blockedAstrologerSchema,
  blockParamsSchema,
  blockRequestSchema,
  contactAttemptCountSchema,
  createReportRequestSchema,
  moderationActionRequestSchema,
  moderationReportSchema,
  moderationReportsQuerySchema,
  reportReceiptSchema,
} from '../moderation';
import { emptyResponse, endpoint, schemaResponse, type Endpoint } from './endpoint';

/** Reports and blocks (customers) and the moderation queue (admins): api/src/modules/moderation. */
export const moderationEndpoints = {
  report: endpoint({
    method: 'POST',
    path: '/reports',
    summary: 'Report an astrologer or one of their messages (200 with the open report when that message was reported already)',
    access: 'user',
    body: createReportRequestSchema,
    response: schemaResponse('ReportReceipt', reportReceiptSchema),
    status: 201,
  }),
  blocks: endpoint({
    method: 'GET',
    path: '/blocks',
    summary: 'The astrologers the customer has blocked',
    access: 'user',
    response: schemaResponse('BlockedAstrologer[]', z.array(blockedAstrologerSchema)),
  }),
  block: endpoint({
    method: 'POST',
    path: '/blocks',
    summary: 'Block an astrologer: no longer listed for the customer, cannot be booked',
    access: 'user',
    body: blockRequestSchema,
    response: schemaResponse('BlockedAstrologer', blockedAstrologerSchema),
    status: 201,
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/blocks/:astrologerId',
    summary: 'Unblock an astrologer',
    access: 'user',
    params: blockParamsSchema,
    response: emptyResponse,
  }),
  reports: endpoint({
    method: 'GET',
    path: '/admin/moderation/reports',
    summary: 'The reports of one status, each with the conversation around the reported message',
    access: 'admin',
    query: moderationReportsQuerySchema,
    response: schemaResponse('ModerationReport[]', z.array(moderationReportSchema)),
  }),
  actOnReport: endpoint({
    method: 'POST',
    path: '/admin/moderation/reports/:id/actions',
    summary: 'Decide a report: warn, suspend or remove the astrologer, or dismiss it, with a note',
    access: 'admin',
    params: idParamsSchema,
    body: moderationActionRequestSchema,
    response: schemaResponse('ModerationReport', moderationReportSchema),
  }),
  contactAttempts: endpoint({
    method: 'GET',
    path: '/admin/moderation/contact-attempts',
    summary: "Each astrologer's messages in which contact details were hidden",
    access: 'admin',
    response: schemaResponse('ContactAttemptCount[]', z.array(contactAttemptCountSchema)),
  }),
} satisfies Record<string, Endpoint>;
