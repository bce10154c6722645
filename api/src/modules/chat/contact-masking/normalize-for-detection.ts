/**
 * The text the contact detectors read, and the way back to the text that is stored.
 *
 * People write a number or an address past a filter by changing how characters are encoded, not what they say:
 * zero-width spaces inside a number, circled (①), superscript (²), keycap (9️⃣), full-width (９) or Tamil (௯)
 * digits, "&#57;" entities, a full-width "＠", or letters spaced out ("p a n d i t @ g m a i l . c o m"). This
 * rewrites all of them to plain characters once, so each detector sees "9876543210" and "pandit@gmail.com", and
 * keeps for every character of the result the stretch of the original it came from: a span found in the
 * normalised copy masks exactly the original characters (toOriginalSpan).
 */

export interface NormalizedText {
  text: string;
  /** For each UTF-16 unit of `text`, the original [start, end) it came from; null when `text` is the original. */
  starts: number[] | null;
  ends: number[] | null;
}

/** Named entities people use to hide "@", "." or digits, and the common ones that appear in pasted text. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', commat: '@', period: '.', num: '#', plus: '+',
  hyphen: '-', dash: '-', lowbar: '_', sol: '/', colon: ':', lpar: '(', rpar: ')', excl: '!', comma: ',', fullstop: '.',
};
const ENTITY = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/;

/** Invisible characters removed outright: format characters (zero-width space, joiners, marks), variation selectors, the keycap and enclosing-circle marks. */
const INVISIBLE = /^[\p{Cf}\uFE00-\uFE0F\u20DD-\u20E4\u034F\u115F\u1160\u3164\uFFA0]$/u;

/** Enclosed digits that NFKC leaves alone: dingbat circled ❶➀➊, negative and double circled ⓫⓵⓿, 🔟. */
const ENCLOSED: Record<number, string> = { 0x24ff: '0', 0x1f51f: '10' };
for (let i = 0; i < 10; i += 1) {
  const value = String(i + 1 === 10 ? 10 : i + 1);
  ENCLOSED[0x2776 + i] = value; // ❶..❿
  ENCLOSED[0x2780 + i] = value; // ➀..➉
  ENCLOSED[0x278a + i] = value; // ➊..➓
  ENCLOSED[0x24f5 + i] = value; // ⓵..⓾
}
for (let i = 0; i < 10; i += 1) ENCLOSED[0x24eb + i] = String(11 + i); // ⓫..⓴

/**
 * The value of every decimal digit of every script (\p{Nd}: Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil,
 * Telugu, Kannada, Malayalam, and the rest). Unicode places each script's digits as ten consecutive code points
 * from zero, so the value is the position in its run of ten. Built once (about 10 ms).
 */
const DIGIT_VALUE = new Map<number, string>();
{
  const nd = /\p{Nd}/u;
  let run = 0;
  for (let cp = 0x80; cp <= 0x1fbff; cp += 1) {
    if (nd.test(String.fromCodePoint(cp))) {
      DIGIT_VALUE.set(cp, String(run % 10));
      run += 1;
    } else {
      run = 0;
    }
  }
}

/** Characters whose mapping is not themselves (cached: a chat has few distinct non-ASCII characters). */
const charCache = new Map<number, string>();

function mapCodePoint(cp: number, char: string): string {
  const cached = charCache.get(cp);
  if (cached !== undefined) return cached;
  let out: string;
  if (INVISIBLE.test(char)) out = '';
  else if (ENCLOSED[cp] !== undefined) out = ENCLOSED[cp];
  else {
    const nfkc = char.normalize('NFKC');
    out = '';
    for (const part of nfkc) {
      const code = part.codePointAt(0) as number;
      out += DIGIT_VALUE.get(code) ?? part;
    }
  }
  if (charCache.size < 20_000) charCache.set(cp, out);
  return out;
}

/** Text that needs none of the rewriting: printable ASCII without entities or runs of spaced letters. */
const PLAIN = /^[\x20-\x25\x27-\x7e\n\r\t]*$/;
const SPACED_RUN = /(?<![^\s])[a-z0-9@._](?:[ \t]{1,2}[a-z0-9@._]){3,}(?![^\s])/giu;

export function normalizeForDetection(original: string): NormalizedText {
  if (PLAIN.test(original) && !hasSpacedRun(original)) return { text: original, starts: null, ends: null };

  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  const emit = (piece: string, start: number, end: number) => {
    for (let k = 0; k < piece.length; k += 1) {
      starts.push(start);
      ends.push(end);
    }
    text += piece;
  };

  let i = 0;
  while (i < original.length) {
    const char = original[i];
    if (char === '&') {
      const entity = ENTITY.exec(original.slice(i, i + 12));
      const decoded = entity ? decodeEntity(entity) : undefined;
      if (entity && decoded !== undefined) {
        const cp = decoded.codePointAt(0) as number;
        emit(cp < 0x80 ? decoded : mapCodePoint(cp, decoded), i, i + entity[0].length);
        i += entity[0].length;
        continue;
      }
    }
    const cp = original.codePointAt(i) as number;
    const width = cp > 0xffff ? 2 : 1;
    if (cp < 0x80) emit(char, i, i + 1);
    else if (/\p{Mn}/u.test(String.fromCodePoint(cp)) && /[A-Za-z0-9@.]$/.test(text)) {
      // A combining mark on a Latin letter or digit (strike-through 9̶8̶, "zalgo"): decoration, not a letter.
      ends[ends.length - 1] = i + width;
    } else {
      const mapped = mapCodePoint(cp, original.slice(i, i + width));
      // A removed character (keycap mark, variation selector, zero-width space) goes with the character before it,
      // so masking "9️⃣" hides the whole keycap, not the digit alone.
      if (mapped === '' && ends.length > 0) ends[ends.length - 1] = i + width;
      else emit(mapped, i, i + width);
    }
    i += width;
  }
  return collapseSpacedLetters({ text, starts, ends });
}

function decodeEntity(match: RegExpExecArray): string | undefined {
  const code = match[1] ? Number(match[1]) : match[2] ? parseInt(match[2], 16) : undefined;
  if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  return NAMED_ENTITIES[match[3].toLowerCase()];
}

function hasSpacedRun(text: string): boolean {
  SPACED_RUN.lastIndex = 0;
  return SPACED_RUN.test(text);
}

/**
 * "p a n d i t @ g m a i l . c o m", "t e l e g r a m": four or more single letters, digits, "@", "." or "_" in a
 * row, each one apart, at least one a letter or "@", are one word. Natural text has no such runs (single-letter words never come four in a row).
 */
function collapseSpacedLetters(input: { text: string; starts: number[]; ends: number[] }): NormalizedText {
  SPACED_RUN.lastIndex = 0;
  if (!SPACED_RUN.test(input.text)) return input;
  SPACED_RUN.lastIndex = 0;
  const drop = new Uint8Array(input.text.length);
  for (const match of input.text.matchAll(SPACED_RUN)) {
    // Spaced digits alone ("1 2 3 4 5 6") stay apart: the number reader handles them, and counts stay counts.
    if (!/[a-z@]/iu.test(match[0])) continue;
    for (let k = match.index; k < match.index + match[0].length; k += 1) if (input.text[k] === ' ' || input.text[k] === '\t') drop[k] = 1;
  }
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (let k = 0; k < input.text.length; k += 1) {
    if (drop[k]) continue;
    text += input.text[k];
    starts.push(input.starts[k]);
    ends.push(input.ends[k]);
  }
  return { text, starts, ends };
}

/** The original stretch behind [start, end) of the normalised text. */
export function toOriginalSpan(normalized: NormalizedText, start: number, end: number): { start: number; end: number } {
  if (!normalized.starts || !normalized.ends) return { start, end };
  if (end <= start) return { start: normalized.starts[start] ?? 0, end: normalized.starts[start] ?? 0 };
  return { start: normalized.starts[start], end: normalized.ends[end - 1] };
}
