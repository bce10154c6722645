import { wrapText } from './wrap-text';

// Issue 36: no line of a chart may break inside a grapheme cluster (a consonant and its vowel sign, virama or pulli).
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
// Each code point counts 10 wide: a fair stand-in for a font, and it makes a cluster of several code points wide.
const width = (text: string) => [...text].length * 10;

describe('wrapText', () => {
  it('when the words fit, then lines break only at spaces and keep their punctuation', () => {
    expect(wrapText('சந்திரன் மீனம், குரு மகரம்', 160, width)).toEqual(['சந்திரன் மீனம்,', 'குரு மகரம்']);
    expect(wrapText('प्रिया शर्मा', 1000, width)).toEqual(['प्रिया शर्मा']);
  });

  it.each(['செவ்வாய்க்கிழமை', 'मंगलवार', 'क्षत्रिय', 'ஸ்ரீரங்கம்'])('when %s is wider than a line, then it is cut only between grapheme clusters', (word) => {
    for (const maxWidth of [10, 20, 30, 40, 50]) {
      const lines = wrapText(word, maxWidth, width);
      expect(lines.join('')).toBe(word);
      // Every line is whole clusters of the word: the clusters of the lines, in order, are the word's clusters.
      expect(lines.flatMap(graphemes)).toEqual(graphemes(word));
      // A line is never empty, and only a single cluster wider than the line may exceed it.
      for (const line of lines) expect(line.length > 0 && (width(line) <= maxWidth || graphemes(line).length === 1)).toBe(true);
    }
  });

  it('when a long word follows short ones, then the short ones keep their line and the long one starts a new one', () => {
    expect(wrapText('இன்று செவ்வாய்க்கிழமை', 80, width)).toEqual(['இன்று', 'செவ்வாய்', 'க்கிழமை']);
  });
});
