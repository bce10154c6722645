import type { ContactKind, ModerationAction, ReportReason } from '@astrosetu/contracts';
import { useAdminText } from '../../locales/use-text';

/** A decision's name ('Warn'), in the current language. Called while rendering. */
export function actionLabel(action: ModerationAction): string {
  return useAdminText.translate(`moderation.action.${action}.label`);
}

/** What a decision does to the astrologer. */
export function actionHelp(action: ModerationAction): string {
  return useAdminText.translate(`moderation.action.${action}.help`);
}

/** A kind of contact detail the chat hid ('phone'). */
export function kindLabel(kind: ContactKind): string {
  return useAdminText.translate(`moderation.kind.${kind}`);
}

/** Why the customer reported ('Spam or advertising'). */
export function reasonLabel(reason: ReportReason): string {
  return useAdminText.translate(`moderation.reason.${reason}`);
}
