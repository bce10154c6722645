import { z } from 'zod';
import { idSchema } from './ids';
import { pageQuerySchema, pageSchema } from './paging';
import { validationText } from './validation-text';

/** Every admin action the audit log records. */
export const auditActions = [
  'user.activate',
  'user.deactivate',
  'astrologer.create',
  'astrologer.update',
  'astrologer.delete',
  'astrologer.approve',
  'astrologer.reject',
  'astrologer.online',
  'astrologer.offline',
  'astrologer.photo-approve',
  'astrologer.photo-reject',
  'astrologer.payout',
  'article.create',
  'article.update',
  'article.delete',
  'upload.image',
  'moderation.warn',
  'moderation.suspend',
  'moderation.remove',
  'moderation.dismiss',
  'recharge-pack.create',
  'recharge-pack.update',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditTargetTypes = ['user', 'astrologer', 'article', 'upload', 'report', 'recharge-pack'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/**
 * One admin action: who (actor), what (action on target, and a readable summary), when (createdAt),
 * and the record before and after it (null when it did not exist before or no longer exists).
 */
export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  actor: z.object({ id: z.number().int().positive(), username: z.string() }),
  action: z.enum(auditActions),
  target: z.object({ type: z.enum(auditTargetTypes), id: z.union([z.number(), z.string()]) }),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit-log?page&pageSize&order&action&targetType&targetId&actorId -> Page<AuditEntry>, newest first. */
export const auditLogQuerySchema = pageQuerySchema(['createdAt'] as const, { sort: 'createdAt', order: 'desc' }).extend({
  action: z.enum(auditActions, { message: validationText('admin.auditAction') }).optional(),
  targetType: z.enum(auditTargetTypes, { message: validationText('admin.auditTarget') }).optional(),
  targetId: z.string().trim().max(100).optional(),
  actorId: idSchema.optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditLogPageSchema = pageSchema(auditEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
