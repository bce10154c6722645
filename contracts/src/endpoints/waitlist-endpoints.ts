import { idParamsSchema } from '../ids';
import { createConsultationResponseSchema } from '../consultation';
import {
  acceptWaitlistCallRequestSchema,
  astrologerQueueStatusSchema,
  astrologerWaitlistSchema,
  joinWaitlistRequestSchema,
  myWaitlistResponseSchema,
  waitlistEntrySchema,
} from '../waitlist';
import { endpoint, schemaResponse } from './endpoint';

/** A busy astrologer's queue (docs/product-rules.md#waitlist). */
export const waitlistEndpoints = {
  join: endpoint({
    method: 'POST',
    path: '/waitlist',
    summary: "Join a busy astrologer's queue",
    access: 'user',
    body: joinWaitlistRequestSchema,
    response: schemaResponse('WaitlistEntry', waitlistEntrySchema),
    status: 201,
  }),
  queueStatus: endpoint({
    method: 'GET',
    path: '/waitlist/astrologers/:id',
    summary: 'Whether the astrologer is busy and a customer could join the queue',
    access: 'public',
    params: idParamsSchema,
    response: schemaResponse('AstrologerQueueStatus', astrologerQueueStatusSchema),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/waitlist/mine',
    summary: "The customer's place in a queue, or null",
    access: 'user',
    response: schemaResponse('WaitlistEntry | null', myWaitlistResponseSchema),
  }),
  leave: endpoint({
    method: 'POST',
    path: '/waitlist/leave',
    summary: 'Leave the queue',
    access: 'user',
    response: schemaResponse('WaitlistEntry', waitlistEntrySchema),
  }),
  accept: endpoint({
    method: 'POST',
    path: '/waitlist/accept',
    summary: "Accept the astrologer's call and book the chosen package",
    access: 'user',
    body: acceptWaitlistCallRequestSchema,
    response: schemaResponse('Consultation', createConsultationResponseSchema),
    status: 201,
  }),
  astrologerQueue: endpoint({
    method: 'GET',
    path: '/astrologer/waitlist',
    summary: 'The customers waiting for the signed-in astrologer, first in line first',
    access: 'astrologer',
    response: schemaResponse('AstrologerWaitlist', astrologerWaitlistSchema),
  }),
};
