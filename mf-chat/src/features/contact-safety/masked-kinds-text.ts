import { contactKindText, type ContactKind } from '@astrosetu/contracts';

/** "a phone number and a UPI ID", "a phone number, an e-mail address and a payment link". */
export function maskedKindsText(kinds: readonly ContactKind[]): string {
  const words = kinds.map((kind) => contactKindText[kind]);
  if (words.length <= 1) return words[0] ?? 'contact details';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
