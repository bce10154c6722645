import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** What the notification is about, e.g. { type: 'consultation', id: 12 }, so the client can link to it. */
  reference: z.object({ type: z.string(), id: z.number().int().positive() }).optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
