import type { AuditAction, AuditTargetType } from '@astrosetu/contracts';

export const actionLabels: Record<AuditAction, string> = {
  'user.activate': 'User activated',
  'user.deactivate': 'User deactivated',
  'astrologer.create': 'Astrologer created',
  'astrologer.update': 'Astrologer edited',
  'astrologer.delete': 'Astrologer deleted',
  'astrologer.approve': 'Astrologer approved',
  'astrologer.reject': 'Astrologer rejected',
  'astrologer.online': 'Astrologer set online',
  'astrologer.offline': 'Astrologer set offline',
  'article.create': 'Article created',
  'article.update': 'Article edited',
  'article.delete': 'Article deleted',
  'upload.image': 'Image uploaded',
  'moderation.warn': 'Astrologer warned',
  'moderation.suspend': 'Astrologer suspended',
  'moderation.remove': 'Astrologer removed',
  'moderation.dismiss': 'Report dismissed',
  'recharge-pack.create': 'Recharge pack added',
  'recharge-pack.update': 'Recharge pack changed',
};

export const targetLabels: Record<AuditTargetType, string> = {
  user: 'User',
  astrologer: 'Astrologer',
  article: 'Article',
  upload: 'Upload',
  report: 'Report',
  'recharge-pack': 'Recharge pack',
};

export function actionTone(action: AuditAction): 'success' | 'error' | 'info' | 'default' {
  if (/\.(delete|deactivate|reject|suspend|remove)$/.test(action)) return 'error';
  if (/\.(create|activate|approve)$/.test(action)) return 'success';
  if (/\.(update|online|offline|warn)$/.test(action)) return 'info';
  return 'default';
}
