import type { SenderType } from '@astrosetu/contracts';
import { useChatText } from '../../locales/use-text';

export interface QuickReply {
  label: string;
  message: string;
}

/** The customer's topic buttons. */
export const CUSTOMER_QUICK_REPLIES = ['career', 'love', 'health', 'future', 'marriage', 'family'] as const;

/** Six canned responses for astrologers (the wording is ours). */
export const ASTROLOGER_QUICK_RESPONSES = ['greet', 'birthDetails', 'studying', 'moreDetail', 'remedy', 'blessing'] as const;

/**
 * The buttons and the messages they send, in the current language: a customer reading Hindi sends the topic in
 * Hindi. Called while rendering, so a language switch re-renders them.
 */
export function quickRepliesFor(side: SenderType): readonly QuickReply[] {
  const t = useChatText.translate;
  if (side === 'user') {
    return CUSTOMER_QUICK_REPLIES.map((id) => ({ label: t(`quickReplies.customer.${id}.label`), message: t(`quickReplies.customer.${id}.message`) }));
  }
  return ASTROLOGER_QUICK_RESPONSES.map((id) => ({ label: t(`quickReplies.astrologer.${id}.label`), message: t(`quickReplies.astrologer.${id}.message`) }));
}
