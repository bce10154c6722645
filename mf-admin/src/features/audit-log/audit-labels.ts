import type { AuditAction, AuditTargetType } from '@astrosetu/contracts';
import { useAdminText } from '../../locales/use-text';

/** What an admin did, in the current language ('User activated'). Called while rendering. */
export function actionLabel(action: AuditAction): string {
  return useAdminText.translate(`audit.action.${action}`);
}

/** The kind of record an entry is about ('Astrologer'). */
export function targetLabel(type: AuditTargetType): string {
  return useAdminText.translate(`audit.target.${type}`);
}

export function actionTone(action: AuditAction): 'success' | 'error' | 'info' | 'default' {
  if (/[.-](delete|deactivate|reject|suspend|remove)$/.test(action)) return 'error';
  if (/[.-](create|activate|approve)$/.test(action)) return 'success';
  if (/\.(update|online|offline|warn)$/.test(action)) return 'info';
  return 'default';
}
