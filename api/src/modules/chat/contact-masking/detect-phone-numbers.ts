import type { ContactSpan } from './contact-span';
import { AMBIGUOUS_DIGIT_WORDS, asciiDigits, digitOfWord, repeatOfWord } from './number-words';

/**
 * Phone numbers however they are written: "98765 43210", "+91-98765-43210", "(022) 2345 6789",
 * "9 8 7 6 5 4 3 2 1 0", "98765.43210", "nine eight seven six...", "double nine", "nau aath saat...",
 * "नौ आठ सात...", Devanagari digits, and mixes of these. The text is read as runs of digit groups and
 * digit words joined only by spaces and light punctuation; a run of 10 or more digits (8 after a "+")
 * is a phone number. Dates and clock times are taken out first, and a comma between two digit groups
 * ends a run, so "born 12/08/1990 at 14:35" or "₹1,00,000" never add up to a number. When the message
 * also says what it is giving ("my number", "call me", "WhatsApp"), shorter runs count too, and so do
 * the parts of a number split over the sentence ("first 98765 then 43210").
 */

const CONTACT_INTENT =
  /\b(numbe?r|nmbr|num|mobile|mob|phone|ph|cell|call|calls|dial|contact|whats\s?app|watsapp|whatsap|wa|telegram|signal|digits|reach me|message me|msg me|sms)\b|\bno\.|नंबर|नम्बर|मोबाइल|फोन|फ़ोन|कॉल|संपर्क|व्हाट्सएप|व्हाट्सऐप/iu;

/** Words that may join spoken digits ("nine eight and seven"), never digit groups ("1000 and 2000"). */
const FILLERS = new Set(['and', 'aur', 'then', 'phir', 'fir', 'next', 'dash', 'hyphen', 'space', 'और', 'फिर']);

const DATE_PATTERNS: Array<{ pattern: RegExp; valid(match: RegExpExecArray): boolean }> = [
  // 12/08/1990, 12-8-90, 12.08.1990 (day and month in either order)
  {
    pattern: /\b(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})\b/g,
    valid: (m) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      return a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
    },
  },
  // 1990-08-12
  {
    pattern: /\b(1[89]\d\d|20\d\d)[./-](\d{1,2})[./-](\d{1,2})\b/g,
    valid: (m) => Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[3]) >= 1 && Number(m[3]) <= 31,
  },
  // 4.30 pm, 10.15am (a colon already ends a run)
  { pattern: /\b([01]?\d|2[0-3])\.[0-5]\d\s?(am|pm|baje)\b/gi, valid: () => true },
  // A range of years: 2024-2026, 1990–95
  { pattern: /\b(1[89]\d\d|20\d\d)\s?[-–]\s?(1[89]\d\d|20\d\d|\d\d)\b/g, valid: () => true },
];

type TokenKind = 'digits' | 'word' | 'plus' | 'space' | 'comma' | 'joiner' | 'other';
interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
}

const TOKEN = /(\d+)|([\p{L}\p{M}]+)|(\+)|(\s+)|(,)|([.\-_()[\]–—*#|~/\\])|([^])/gu;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const kinds: TokenKind[] = ['digits', 'word', 'plus', 'space', 'comma', 'joiner', 'other'];
    const kind = kinds[match.slice(1).findIndex((group) => group !== undefined)];
    tokens.push({ kind, text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** A digit group, a digit word, a repeater ("double") or a filler inside a run. */
interface Item {
  type: 'group' | 'word' | 'ambiguous' | 'filler';
  digits: string;
  start: number;
  end: number;
}

interface Run {
  plusAt?: number;
  items: Item[];
}

/** Replaces dates and times by characters that end a run, keeping every offset. */
function withoutDatesAndTimes(text: string): string {
  let out = text;
  for (const { pattern, valid } of DATE_PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      if (!valid(match as RegExpExecArray)) continue;
      out = out.slice(0, match.index) + '§'.repeat(match[0].length) + out.slice(match.index + match[0].length);
    }
  }
  return out;
}

/** Reads the runs of digits and digit words of a text. */
function collectRuns(text: string): Run[] {
  const tokens = tokenize(text);
  const runs: Run[] = [];
  let current: Run | null = null;
  let pendingRepeat = 1;
  let commaSinceLastItem = false;

  const close = () => {
    if (current && current.items.length > 0) runs.push(current);
    current = null;
    pendingRepeat = 1;
    commaSinceLastItem = false;
  };
  const lastItem = () => current?.items[current.items.length - 1];

  for (const token of tokens) {
    if (token.kind === 'digits') {
      // A comma between two digit groups is a list or an amount (1,00,000), not a split number.
      if (current && commaSinceLastItem && lastItem()?.type === 'group') close();
      current ??= { items: [] };
      current.items.push({ type: 'group', digits: token.text.repeat(pendingRepeat), start: token.start, end: token.end });
      pendingRepeat = 1;
      commaSinceLastItem = false;
      continue;
    }
    if (token.kind === 'word') {
      const repeat = repeatOfWord(token.text);
      const digit = digitOfWord(token.text);
      const lower = token.text.toLowerCase();
      if (repeat !== undefined) {
        current ??= { items: [] };
        current.items.push({ type: 'filler', digits: '', start: token.start, end: token.end });
        pendingRepeat = repeat;
      } else if (digit !== undefined) {
        current ??= { items: [] };
        const type = AMBIGUOUS_DIGIT_WORDS.has(lower) ? 'ambiguous' : 'word';
        current.items.push({ type, digits: digit.repeat(pendingRepeat), start: token.start, end: token.end });
        pendingRepeat = 1;
      } else if (FILLERS.has(lower) && current) {
        current.items.push({ type: 'filler', digits: '', start: token.start, end: token.end });
      } else {
        close();
      }
      commaSinceLastItem = false;
      continue;
    }
    if (token.kind === 'plus') {
      close();
      current = { plusAt: token.start, items: [] };
      continue;
    }
    if (token.kind === 'comma') {
      commaSinceLastItem = true;
      continue;
    }
    if (token.kind === 'space' || token.kind === 'joiner') continue;
    close();
  }
  close();
  return runs;
}

/**
 * Spoken runs hold digit words; in those, ambiguous words ("to", "for", "oh") and fillers count. Elsewhere
 * they split the run: "10000 to 50000" is a range, not a number.
 */
function segmentsOf(run: Run): Run[] {
  const spokenWords = run.items.filter((item) => item.type === 'word').length;
  const items = run.items.filter((item, index) => !(item.type === 'filler' && index === run.items.length - 1));
  if (spokenWords >= 3) return [{ ...run, items }];
  const segments: Run[] = [];
  let current: Run = { plusAt: run.plusAt, items: [] };
  for (const item of items) {
    if (item.type === 'ambiguous' || item.type === 'filler') {
      if (current.items.length > 0) segments.push(current);
      current = { items: [] };
    } else {
      current.items.push(item);
    }
  }
  if (current.items.length > 0) segments.push(current);
  return segments;
}

const digitsOf = (run: Run) => run.items.map((item) => item.digits).join('');

function spanOf(run: Run, text: string): ContactSpan {
  const counted = run.items.filter((item) => item.digits.length > 0);
  const start = run.plusAt ?? counted[0].start;
  const end = counted[counted.length - 1].end;
  // "(022) 2345 6789", "(+91) 98...": the opening bracket goes with the number.
  return { kind: 'phone', start: text[start - 1] === '(' ? start - 1 : start, end };
}

export function detectPhoneNumbers(original: string): ContactSpan[] {
  const text = withoutDatesAndTimes(asciiDigits(original));
  const intent = CONTACT_INTENT.test(original);
  const segments = collectRuns(text)
    .flatMap(segmentsOf)
    .filter((run) => run.items.some((item) => item.digits.length > 0));

  const spans: ContactSpan[] = [];
  const leftovers: Run[] = [];
  for (const segment of segments) {
    const length = digitsOf(segment).length;
    const enough = segment.plusAt !== undefined ? 8 : intent ? 8 : 10;
    if (length >= enough) spans.push(spanOf(segment, text));
    else if (length >= 3 && !isAmount(original, segment)) leftovers.push(segment);
  }
  // "first five 98765, last five 43210": the parts of one number, given in one message that says so.
  if (intent && leftovers.reduce((sum, run) => sum + digitsOf(run).length, 0) >= 10) {
    spans.push(...leftovers.map((run) => spanOf(run, text)));
  }
  return spans;
}

/** ₹500, Rs. 1500, 2100 rupees, 300/min: money, which a message may well mention next to "call". */
function isAmount(text: string, run: Run): boolean {
  const { start, end } = spanOf(run, text);
  const before = text.slice(Math.max(0, start - 6), start);
  const after = text.slice(end, end + 10);
  return /(₹|rs\.?|inr|rupees?)\s*$/i.test(before) || /^\s*(\/-|rs\b|rupees?|rupaye|inr|\/min|per min|minutes?|mins?\b|years?|yrs?|saal|%|°)/i.test(after);
}
