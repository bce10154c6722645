import { analyseContactDetails, applyMask, type MaskedText } from './mask-contact-details';
import { splitNumberWindow, type SplitNumberWindowSettings } from './split-number-window';

export interface ContactMaskingSettings {
  /** Hosts of the site's own links (from PUBLIC_SITE_URL), which stay in messages. */
  ownHosts: readonly string[];
  /** The rolling window that joins a number sent in parts (CHAT_SPLIT_NUMBER_MESSAGES, CHAT_SPLIT_NUMBER_WINDOW_MS). */
  splitNumber: SplitNumberWindowSettings;
  /** An astrologer's masked messages before the server opens a moderation report (CONTACT_ATTEMPTS_BEFORE_REVIEW). */
  attemptsBeforeReview: number;
}

export const DEFAULT_CONTACT_MASKING: ContactMaskingSettings = {
  ownHosts: [],
  splitNumber: { messages: 5, withinMs: 10 * 60_000 },
  attemptsBeforeReview: 3,
};

/**
 * Masks one chat message as its sender wrote it in this consultation: the contact details it holds
 * (mask-contact-details.ts), and the last part of a number the sender is giving over several messages
 * (split-number-window.ts).
 */
export function maskChatMessage(
  sender: { consultationId: number; senderId: number; clientMessageId?: string },
  text: string,
  settings: ContactMaskingSettings = DEFAULT_CONTACT_MASKING,
  now = Date.now(),
): MaskedText {
  const analysis = analyseContactDetails(text, { ownHosts: settings.ownHosts, withFragments: true });
  const completing = splitNumberWindow.take(
    `${sender.consultationId}:${sender.senderId}`,
    { fragments: analysis.fragments, ...(sender.clientMessageId ? { clientMessageId: sender.clientMessageId } : {}), now },
    settings.splitNumber,
  );
  return applyMask(text, [...analysis.spans, ...completing.map((fragment) => ({ kind: 'phone' as const, start: fragment.start, end: fragment.end }))]);
}
