/**
 * Breaks a text into lines no wider than `maxWidth`, for the words a chart writes in its own space (a name in the
 * middle of the South and East Indian charts). Lines break between words (Intl.Segmenter, granularity 'word': a
 * word keeps the punctuation after it); only a word wider than a whole line is cut, and then between grapheme
 * clusters (granularity 'grapheme'), so a consonant never loses its vowel sign, virama or pulli: செவ்வாய்க்கிழமை
 * may be cut as செவ்வாய்க் | கிழமை, never inside வா or க்.
 */
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text's words, each with any punctuation that follows it; the spaces between them are where lines may break. */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  let current = '';
  for (const { segment } of wordSegmenter.segment(text)) {
    if (/^\s+$/u.test(segment)) {
      if (current) words.push(current);
      current = '';
    } else {
      current += segment;
    }
  }
  if (current) words.push(current);
  return words;
}

/** A word wider than a line, in pieces that fit, cut only between grapheme clusters. */
function cutWord(word: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemeSegmenter.segment(word)) {
    if (piece && widthOf(piece + segment) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += segment;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

export function wrapText(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of wordsOf(text)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    if (widthOf(word) <= maxWidth) {
      line = word;
      continue;
    }
    const pieces = cutWord(word, maxWidth, widthOf);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  if (line) lines.push(line);
  return lines;
}
