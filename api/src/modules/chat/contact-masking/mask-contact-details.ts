import { contactKinds, type ContactKind } from '@astrosetu/contracts';
import type { ContactSpan } from './contact-span';
import { detectContactDetails } from './detect-contact-details';

export interface MaskedText {
  text: string;
  /** What was hidden, in contactKinds order; empty when the text was left as it was. */
  kinds: ContactKind[];
}

const PLACEHOLDERS: Record<ContactKind, string> = {
  phone: '[phone number hidden]',
  email: '[e-mail hidden]',
  upi: '[UPI ID hidden]',
  'payment-link': '[payment link hidden]',
  messaging: '[contact handle hidden]',
};

/** When stretches overlap, the more specific kind names the whole: a wa.me link holding a number is a messaging link. */
const PRIORITY: ContactKind[] = ['payment-link', 'messaging', 'upi', 'email', 'phone'];

/** Overlapping stretches become one. */
function merge(spans: ContactSpan[]): ContactSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ContactSpan[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start < last.end) {
      if (PRIORITY.indexOf(span.kind) < PRIORITY.indexOf(last.kind)) last.kind = span.kind;
      last.end = Math.max(last.end, span.end);
    } else {
      merged.push({ ...span });
    }
  }
  return merged;
}

/**
 * Hides every contact detail and payment route of a chat message (detect-contact-details.ts) behind
 * a placeholder that says what was there, so both people see that something was removed and why.
 */
export function maskContactDetails(text: string): MaskedText {
  const spans = merge(detectContactDetails(text));
  if (spans.length === 0) return { text, kinds: [] };
  let out = '';
  let cursor = 0;
  for (const span of spans) {
    out += text.slice(cursor, span.start) + PLACEHOLDERS[span.kind];
    cursor = span.end;
  }
  out += text.slice(cursor);
  const found = new Set(spans.map((span) => span.kind));
  return { text: out, kinds: contactKinds.filter((kind) => found.has(kind)) };
}
