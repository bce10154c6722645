import { contactKinds, type ContactKind } from '@astrosetu/contracts';
import type { ContactSpan } from './contact-span';
import { detectContactDetails } from './detect-contact-details';
import { readPhoneNumbers } from './detect-phone-numbers';
import { normalizeForDetection, toOriginalSpan } from './normalize-for-detection';

export interface MaskedText {
  text: string;
  /** What was hidden, in contactKinds order; empty when the text was left as it was. */
  kinds: ContactKind[];
}

export interface MaskingOptions {
  /** Hosts of the site's own links (PUBLIC_SITE_URL), which stay. */
  ownHosts?: readonly string[];
  /** Also list the short digit groups (for the rolling window across messages); off when only masking. */
  withFragments?: boolean;
}

/** A stretch of digits of a message that is not a number alone, in original offsets (split-number-window.ts). */
export interface DigitFragment {
  digits: string;
  start: number;
  end: number;
}

export interface ContactAnalysis {
  /** What to hide, in offsets of the original text. */
  spans: ContactSpan[];
  /** The message's short digit groups, which the sender's next messages may complete into a number. */
  fragments: DigitFragment[];
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
 * Reads a message once: normalised (normalize-for-detection.ts), searched (detect-contact-details.ts), and the
 * stretches found mapped back onto the original characters, so masking hides what the sender typed (the
 * zero-width characters and entities inside a number go with it) and leaves the rest as written.
 */
export function analyseContactDetails(text: string, options: MaskingOptions = {}): ContactAnalysis {
  const normalized = normalizeForDetection(text);
  const phones = readPhoneNumbers(normalized.text);
  const spans = detectContactDetails(normalized.text, options.ownHosts, phones.spans).map((span) => ({ kind: span.kind, ...toOriginalSpan(normalized, span.start, span.end) }));
  if (!options.withFragments) return { spans, fragments: [] };
  const fragments = phones.fragments
    .filter((fragment) => fragment.digits.length >= 2 && fragment.digits.length <= 9)
    .map((fragment) => ({ digits: fragment.digits, ...toOriginalSpan(normalized, fragment.start, fragment.end) }))
    .filter((fragment) => !spans.some((span) => fragment.start < span.end && span.start < fragment.end));
  return { spans, fragments };
}

/** Replaces each stretch (original offsets) by a placeholder that says what was there. */
export function applyMask(text: string, spans: ContactSpan[]): MaskedText {
  const merged = merge(spans.filter((span) => span.end > span.start));
  if (merged.length === 0) return { text, kinds: [] };
  let out = '';
  let cursor = 0;
  for (const span of merged) {
    out += text.slice(cursor, span.start) + PLACEHOLDERS[span.kind];
    cursor = span.end;
  }
  out += text.slice(cursor);
  const found = new Set(merged.map((span) => span.kind));
  return { text: out, kinds: contactKinds.filter((kind) => found.has(kind)) };
}

/**
 * Hides every contact detail and payment route of a chat message behind a placeholder that says what was
 * there, so both people see that something was removed and why.
 */
export function maskContactDetails(text: string, options: MaskingOptions = {}): MaskedText {
  return applyMask(text, analyseContactDetails(text, options).spans);
}
