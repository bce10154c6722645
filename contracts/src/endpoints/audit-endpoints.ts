import { auditLogPageSchema, auditLogQuerySchema } from '../audit';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** The audit log (api/src/modules/audit): who did what to which record, for admins. */
export const auditEndpoints = {
  log: endpoint({
    method: 'GET',
    path: '/admin/audit-log',
    summary: 'One page of the audit log (who did what to which record, with the record before and after), newest first',
    access: 'admin',
    query: auditLogQuerySchema,
    response: schemaResponse('AuditLogPage', auditLogPageSchema),
  }),
} satisfies Record<string, Endpoint>;
