import type { ContactSpan } from './contact-span';
import { AMBIGUOUS_DIGIT_WORDS, digitOfWord, repeatOfWord } from './number-words';

/**
 * Phone numbers however they are written: "98765 43210", "+91-98765-43210", "(022) 2345 6789",
 * "9 8 7 6 5 4 3 2 1 0", "98765.43210", "nine eight seven six...", "double nine", "nau aath saat...",
 * "नौ आठ सात...", "ஒன்பது எட்டு...", and mixes of these, in text already normalised (normalize-for-detection.ts:
 * every script's digits are ASCII digits there). The text is read as runs of digit groups and
 * digit words joined only by spaces and light punctuation; a run of 10 or more digits (8 after a "+")
 * is a phone number. Dates and clock times are taken out first, and a comma between two digit groups
 * ends a run, so "born 12/08/1990 at 14:35" or "₹1,00,000" never add up to a number. When the message
 * also says what it is giving ("my number", "call me", "WhatsApp"), shorter runs count too, and so do
 * the parts of a number split over the sentence ("first 98765 then 43210").
 */

const CONTACT_INTENT =
  /\b(numbe?r|nmbr|num|mobile|mob|phone|ph|cell|call|calls|dial|contact|whats\s?app|watsapp|whatsap|wa|telegram|signal|digits|reach me|message me|msg me|sms)\b|\bno\.|नंबर|नम्बर|मोबाइल|फोन|फ़ोन|कॉल|संपर्क|व्हाट्सएप|व्हाट्सऐप|நம்பர்|எண்|போன்|கால்|அழை|தொலைபேசி|வாட்ஸ்அப்|నంబర్|ఫోన్|కాల్|మొబైల్|వాట్సాప్|নম্বর|ফোন|কল|মোবাইল|হো\u09AF\u09BCাটস|व्हॉट्स|ನಂಬರ್|ಫೋನ್|ಕಾಲ್|ಮೊಬೈಲ್|ವಾಟ್ಸ್|ವಾಟ್ಸಾಪ್|નંબર|ફોન|કૉલ|કોલ|મોબાઇલ|વોટ્સ|વૉટ્સ|നമ്പർ|നമ്പര്|ഫോൺ|ഫോണ്|മൊബൈൽ|മൊബൈല്|വാട്സ്|വാട്ട്സ്|വിളിക്ക/iu;

/** "twenty" ... "ninety": people read a number in pairs too ("ninety eight, seventy six..."). */
const TENS: Record<string, string> = { twenty: '2', thirty: '3', forty: '4', fifty: '5', sixty: '6', seventy: '7', eighty: '8', ninety: '9' };

/** Words that may join spoken digits ("nine eight and seven"), never digit groups ("1000 and 2000"). */
const FILLERS = new Set([
  'and', 'aur', 'then', 'phir', 'fir', 'next', 'dash', 'hyphen', 'space', 'after', 'that', 'rest', 'baaki', 'baki', 'last',
  'और', 'फिर', 'बाकी', 'மற்றும்', 'அப்புறம்', 'பிறகு', 'aprom', 'apram', 'appuram',
  'మరియు', 'తర్వాత', 'తరువాత', 'మిగతా', 'আর', 'এবং', 'তারপর', 'বাকি',
  'आणि', 'मग', 'नंतर', 'અને', 'પછી', 'બાકી', 'ಮತ್ತು', 'ನಂತರ', 'ಆಮೇಲೆ', 'ಉಳಿದ', 'പിന്നെ', 'ശേഷം', 'ബാക്കി',
]);

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
  // 12 08 1990 (day month year written with spaces)
  {
    pattern: /\b(\d{1,2})\s(\d{1,2})\s(1[89]\d\d|20\d\d)\b/g,
    valid: (m) => Number(m[1]) >= 1 && Number(m[1]) <= 31 && Number(m[2]) >= 1 && Number(m[2]) <= 12,
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

/*
 * A word made of letters and digits together ("AS2627", "10th", "B2") is an identifier: it ends a run, so
 * "AS2627/000044" (an invoice number, with what follows its slashes) never reads as 2627000044. Digits with one
 * or two look-alike letters ("7o123", "4567B") are digits (lookalikeDigits).
 */
const TOKEN = /([\p{L}\p{M}]+\d[\p{L}\p{M}\d]*(?:\/[\p{L}\p{M}\d]+)*|\d+[\p{L}\p{M}][\p{L}\p{M}\d]*)|(\d+)|([\p{L}\p{M}]+)|(\+)|(\s+)|(,)|([.\-_()[\]–—*#|~/\\])|([^])/gu;

const PART = /\d+|[\p{L}\p{M}]+/gu;

const TOKEN_KINDS: TokenKind[] = ['other', 'digits', 'word', 'plus', 'space', 'comma', 'joiner', 'other'];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    let group = 1;
    while (match[group] === undefined) group += 1;
    const lookalike = group === 1 ? lookalikeDigits(match[1]) : undefined;
    if (lookalike !== undefined) {
      tokens.push({ kind: 'digits', text: lookalike, start: match.index, end: match.index + match[0].length });
      continue;
    }
    if (group === 1 && spelledDigits(match[1])) {
      // "nine8seven6five4...": digits glued to digit words are a number written to look like a word.
      for (const part of match[1].matchAll(PART)) {
        const start = match.index + part.index;
        tokens.push({ kind: /\d/.test(part[0]) ? 'digits' : 'word', text: part[0], start, end: start + part[0].length });
      }
      continue;
    }
    tokens.push({ kind: TOKEN_KINDS[group - 1], text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** Letters that stand for digits inside a number: "7o123" (o for 0), "70l23" (l for 1), "4567B" (B for 8). */
const LOOKALIKE: Record<string, string> = { o: '0', O: '0', l: '1', I: '1', B: '8', S: '5' };

/**
 * The digits of a word that is a digit group with one or two look-alike letters in it, when it has at least four
 * real digits ("7o123"); undefined otherwise, so "AS2627", "10th" or "6E" stay words.
 */
function lookalikeDigits(word: string): string | undefined {
  if (word.length > 12) return undefined;
  let digits = 0;
  let letters = 0;
  for (const char of word) {
    if (char >= '0' && char <= '9') digits += 1;
    else if (LOOKALIKE[char] !== undefined) letters += 1;
    else return undefined;
  }
  if (digits < 4 || letters > 2 || !/^\d/.test(word)) return undefined;
  return word.replace(/[oOlIBS]/g, (char) => LOOKALIKE[char]);
}

/** Every letter part of a word mixing letters and digits is a digit word (not "AS2627", "10th", "6E"). */
function spelledDigits(word: string): boolean {
  const letterParts = word.match(/[\p{L}\p{M}]+/gu) ?? [];
  return letterParts.length > 0 && letterParts.every((part) => digitOfWord(part) !== undefined && !AMBIGUOUS_DIGIT_WORDS.has(part.toLowerCase()));
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

/** Every date and time pattern above holds two digit groups apart: a text with fewer has none of them. */
const TWO_DIGIT_GROUPS = /\d\D+\d/;

/** Replaces dates and times by characters that end a run, keeping every offset. */
function withoutDatesAndTimes(text: string): string {
  if (!TWO_DIGIT_GROUPS.test(text)) return text;
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
  let tens: Item | null = null;

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
        const previous = lastItem();
        // "ninety eight": the tens word gave "90"; its unit takes the place of the 0.
        if (previous && previous === tens && digit !== '0' && pendingRepeat === 1) previous.digits = previous.digits.slice(0, 1);
        current.items.push({ type, digits: digit.repeat(pendingRepeat), start: token.start, end: token.end });
        pendingRepeat = 1;
        tens = null;
      } else if (TENS[lower] !== undefined) {
        current ??= { items: [] };
        tens = { type: 'word', digits: `${TENS[lower]}0`, start: token.start, end: token.end };
        current.items.push(tens);
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
  // Digit words and single digits mixed with them ("9 ate 7 six 5 for 3 to 1 oh") make a spoken run.
  const spokenWords = run.items.filter((item) => item.type === 'word' || (item.type === 'group' && item.digits.length === 1)).length;
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

/** An Indian mobile number, with or without 0 or 91 before it. */
export const INDIAN_MOBILE = /^(?:0|91|0091)?[6-9]\d{9}$/;

/** "1 2 3 4 5 6 7 8 9 10": counting (houses, steps), never a number. */
const isCount = (run: Run) => {
  const groups = run.items.filter((item) => item.digits.length > 0);
  return groups.length >= 4 && groups.every((item, index) => item.type === 'group' && (index === 0 || Number(item.digits) === Number(groups[index - 1].digits) + 1));
};

const isYear = (digits: string) => /^(?:1[89]|20)\d\d$/.test(digits);
/** "1990 1995 2001 2010": a list of years, never a number. */
const onlyYears = (run: Run) => {
  const groups = run.items.filter((item) => item.type === 'group');
  return groups.length >= 2 && groups.length === run.items.filter((item) => item.digits.length > 0).length && groups.every((item) => isYear(item.digits));
};

const ASCII_DIGIT = /\d/;
/** The word tokens of a text without digits: tokenize reads exactly these maximal runs of letters and marks there. */
const LETTER_RUN = /[\p{L}\p{M}]+/gu;

/**
 * Whether readPhoneNumbers can find anything in a text, answered without reading its runs (most chat messages hold
 * no number: this keeps them to one pass of two plain patterns). Every span and fragment comes from a segment with
 * an item that carries digits. Without a digit character the only such items are digit words and tens words; a run
 * whose digit words are all ambiguous ("to", "for", "do") has no spoken word, so segmentsOf splits it at each of them
 * and keeps nothing. So a text with no digit, no unambiguous digit word and no tens word yields no span and no
 * fragment: the same words are looked up here as in collectRuns (digitOfWord, AMBIGUOUS_DIGIT_WORDS, TENS).
 */
function mayHoldNumber(text: string): boolean {
  if (ASCII_DIGIT.test(text)) return true;
  LETTER_RUN.lastIndex = 0;
  for (let match = LETTER_RUN.exec(text); match !== null; match = LETTER_RUN.exec(text)) {
    const lower = match[0].toLowerCase();
    if (TENS[lower] !== undefined) return true;
    if (digitOfWord(match[0]) !== undefined && !AMBIGUOUS_DIGIT_WORDS.has(lower)) return true;
  }
  return false;
}

export interface DigitGroup {
  digits: string;
  start: number;
  end: number;
}

export function detectPhoneNumbers(text: string): ContactSpan[] {
  return readPhoneNumbers(text).spans;
}

/**
 * The phone numbers of a text, and its digit groups that are no number by themselves (`fragments`): what the
 * rolling window (split-number-window.ts) joins with the sender's next messages. Dates, times, amounts, years,
 * counts and identifiers are no fragments, as they are no numbers. One reading serves both.
 */
export function readPhoneNumbers(text: string): { spans: ContactSpan[]; fragments: DigitGroup[] } {
  if (!mayHoldNumber(text)) return { spans: [], fragments: [] };
  const masked = withoutDatesAndTimes(text);
  // Whether the message says it gives a number: asked only when a run's length leaves the answer open (most
  // messages' digits, a price or a count, are too short for it to matter).
  let intent: boolean | undefined;
  const saysNumber = () => (intent ??= CONTACT_INTENT.test(text));
  const runs = collectRuns(masked);
  const segments = runs.flatMap((run, runIndex) => segmentsOf(run).map((segment) => ({ segment, runIndex })))
    .filter(({ segment }) => segment.items.some((item) => item.digits.length > 0) && !onlyYears(segment) && !isCount(segment));
  const fragments = segments
    .filter(({ segment }) => !isAmount(text, segment) && !(segment.items.length === 1 && isYear(digitsOf(segment))))
    .map(({ segment }) => ({ digits: digitsOf(segment), ...spanOf(segment, masked) }));

  const spans: ContactSpan[] = [];
  const leftovers: Array<{ segment: Run; runIndex: number }> = [];
  for (const entry of segments) {
    const length = digitsOf(entry.segment).length;
    // 10 digits are a number; 8 are one after a "+" or in a message that says it gives one.
    if (length >= 10 || (length >= 8 && (entry.segment.plusAt !== undefined || saysNumber()))) spans.push(spanOf(entry.segment, masked));
    else if (length >= 3 && !isAmount(text, entry.segment)) leftovers.push(entry);
  }
  // "first five 98765, last five 43210": the parts of one number, given in one message that says so.
  if (leftovers.reduce((sum, { segment }) => sum + digitsOf(segment).length, 0) >= 10 && saysNumber()) {
    spans.push(...leftovers.map(({ segment }) => spanOf(segment, masked)));
    return { spans, fragments };
  }
  // "98765 and then 43210", "98765 (first half) 43210": two or three parts in a row that make exactly an Indian
  // mobile number, even without "call me". Years and amounts are not parts; round parts ("60000 and 70000") are
  // amounts too.
  const parts = leftovers.filter(({ segment }) => !(segment.items.length === 1 && isYear(digitsOf(segment))));
  for (let first = 0; first < parts.length; first += 1) {
    for (let last = first + 1; last < Math.min(parts.length, first + 3); last += 1) {
      const group = parts.slice(first, last + 1);
      const digits = group.map(({ segment }) => digitsOf(segment));
      if (/^[6-9]\d{9}$/.test(digits.join('')) && !digits.some((part) => /000$/.test(part))) {
        spans.push(...group.map(({ segment }) => spanOf(segment, masked)));
      }
    }
  }
  return { spans, fragments };
}

/** ₹500, Rs. 1500, 2100 rupees, 300/min: money, which a message may well mention next to "call". */
function isAmount(text: string, run: Run): boolean {
  const { start, end } = spanOf(run, text);
  const before = text.slice(Math.max(0, start - 6), start);
  const after = text.slice(end, end + 10);
  return (
    /(₹|rs\.?|inr|rupees?|रु\.?|ரூ\.?|రూ\.?|રૂ\.?|ರೂ\.?|രൂ\.?)\s*$/i.test(before) ||
    /^\s*(\/-|rs\b|rupees?|rupaye|rupay|inr|\/min|per min|minutes?|mins?\b|years?|yrs?|saal|%|°|रुपये|रुपए|रुपया|ரூபாய்|வருட|రూపాయ|ఏళ్ల|సంవత్సర|টাকা|বছর|वर्ष|રૂપિયા|વર્ષ|ರೂಪಾಯಿ|ವರ್ಷ|ವಯಸ್ಸ|രൂപ|വയസ്സ|വർഷ|വര്ഷ)/i.test(after)
  );
}
