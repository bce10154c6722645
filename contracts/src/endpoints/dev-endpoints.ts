import { z } from 'zod';
import { endpoint, jsonResponse } from './endpoint';

/** ?to= one address (case-insensitive) and ?limit= 1-200 (default 20): the outboxes' filter. */
export const devOutboxQuerySchema = z.object({
  to: z.string().trim().max(200).optional(),
  limit: z.coerce.number({ message: 'limit must be 1 to 200' }).int().min(1, 'limit must be 1 to 200').max(200, 'limit must be 1 to 200').default(20),
});
export type DevOutboxQuery = z.output<typeof devOutboxQuerySchema>;

/** A mail as the embedded mailer kept it (api/src/shared/mail/mailer.ts SentMail). */
export interface DevOutboxMail {
  id: string;
  from: string;
  sentAt: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  tag?: string;
  /** The files sent with it, by path on the API's machine (the outbox records the path, not the bytes). */
  attachments?: Array<{ filename: string; contentType: string; path: string }>;
}

/** An SMS as the sandbox provider kept it. */
export interface DevOutboxSms {
  id: string;
  to: string;
  text: string;
  sentAt: string;
}

/**
 * Developer and e2e helpers (api/src/modules/dev): they answer only with DEV_OUTBOX=true outside production and
 * only requests made on the API's own machine (`loopback`); anywhere else the paths answer 404 like unknown ones.
 */
export const devEndpoints = {
  mailOutbox: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    summary: 'The mails the embedded mailer "sent", newest first (development, this machine only)',
    access: 'loopback',
    query: devOutboxQuerySchema,
    response: jsonResponse<DevOutboxMail[]>('DevOutboxMail[]'),
  }),
  smsOutbox: endpoint({
    method: 'GET',
    path: '/dev/sms-outbox',
    summary: 'The SMS the sandbox provider "sent", newest first (development, this machine only)',
    access: 'loopback',
    query: devOutboxQuerySchema,
    response: jsonResponse<DevOutboxSms[]>('DevOutboxSms[]'),
  }),
};
