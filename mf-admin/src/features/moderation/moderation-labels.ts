import type { ContactKind, ModerationAction } from '@astrosetu/contracts';

export const actionText: Record<ModerationAction, { label: string; help: string }> = {
  warn: { label: 'Warn', help: 'The astrologer gets a written warning; the profile stays listed.' },
  suspend: { label: 'Suspend', help: 'The profile is hidden and offline until an admin approves it again.' },
  remove: { label: 'Remove', help: 'The profile is deleted for good (refused while a consultation is running).' },
  dismiss: { label: 'Dismiss', help: 'No breach: the report is closed without action.' },
};

export const kindLabels: Record<ContactKind, string> = {
  phone: 'phone',
  email: 'e-mail',
  upi: 'UPI',
  'payment-link': 'payment link',
  messaging: 'messaging',
};
