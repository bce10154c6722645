import type { SenderType } from '@astrosetu/contracts';

export interface QuickReply {
  label: string;
  message: string;
}

/** The customer's topic buttons. */
export const CUSTOMER_QUICK_REPLIES: readonly QuickReply[] = [
  { label: 'Career advice', message: 'I would like guidance about my career.' },
  { label: 'Love life', message: 'I have a question about my love life.' },
  { label: 'Health concerns', message: 'I have some health concerns I would like to ask about.' },
  { label: 'Future predictions', message: 'What does the future hold for me?' },
  { label: 'Marriage timing', message: 'When is a good time for my marriage?' },
  { label: 'Family matters', message: 'I would like advice on some family matters.' },
];

/** Six canned responses for astrologers (the wording is ours). */
export const ASTROLOGER_QUICK_RESPONSES: readonly QuickReply[] = [
  { label: 'Greet', message: 'Namaste! Thank you for reaching out. How can I help you today?' },
  { label: 'Ask birth details', message: 'Could you please confirm your date, time and place of birth?' },
  { label: 'Studying chart', message: 'Please give me a moment while I study your chart.' },
  { label: 'Ask for detail', message: 'Could you tell me a little more about your situation?' },
  { label: 'Suggest remedy', message: 'I will suggest a simple remedy that can help you with this.' },
  { label: 'Blessing', message: 'Thank you for consulting with me. May the stars guide you!' },
];

export function quickRepliesFor(side: SenderType): readonly QuickReply[] {
  return side === 'user' ? CUSTOMER_QUICK_REPLIES : ASTROLOGER_QUICK_RESPONSES;
}
