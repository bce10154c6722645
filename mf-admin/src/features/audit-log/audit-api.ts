import { auditRoutes, requestTo, type AuditAction, type AuditLogPage, type AuditTargetType, type SortOrder } from '@astrosetu/contracts';
import { adminApi } from '../../shared/api/admin-api';
import { withoutEmptyValues } from '../../shared/api/page-query';

export interface AuditQuery {
  page: number;
  pageSize: number;
  sort: 'createdAt';
  order: SortOrder;
  q?: string;
  action?: AuditAction;
  targetType?: AuditTargetType;
}

/** GET /api/admin/audit-log: who did what to which record and when, with the record before and after. */
export const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditLogPage, AuditQuery>({
      query: (query) => requestTo(auditRoutes.log, { query: withoutEmptyValues(query) }),
      providesTags: ['AuditLog'],
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
