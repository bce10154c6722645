/**
 * The forms a topic word takes inside a sentence, where the catalogue holds the dictionary form. Malayalam changes a
 * word's ending before a case ending or in a compound: വിവാഹം becomes വിവാഹത്തിന് ("for the marriage") and വിവാഹ
 * ജീവിതം ("married life"), കരിയർ becomes കരിയറിൽ ("in the career"), ബിസിനസ് becomes ബിസിനസിൽ, so the dictionary
 * form is not in the text. These are the stems such a word keeps in every form. Other languages' topic words are
 * chosen to stay whole under their endings (పెళ్లి → పెళ్లికి, लग्न → लग्नाची, ಮದುವೆ → ಮದುವೆಗೆ), so they need none.
 */
const MALAYALAM_STEMS: Array<[ending: RegExp, stem: string]> = [
  [/ം$/u, ''], // വിവാഹം → വിവാഹ- (വിവാഹത്തിന്, വിവാഹ ജീവിതം)
  [/ർ$/u, 'റ'], // chillu r → റ (കരിയർ → കരിയറിൽ)
  [/ൻ$/u, 'ന'], // chillu n → ന
  [/ൽ$/u, 'ല'], // chillu l → ല
  [/ൾ$/u, 'ള'], // chillu ll → ള
  [/്$/u, ''], // a final virama gives way to the ending's vowel (ബിസിനസ് → ബിസിനസിൽ)
];

export function inflectedForms(word: string): string[] {
  for (const [ending, stem] of MALAYALAM_STEMS) {
    if (ending.test(word)) return [word, word.replace(ending, stem)];
  }
  return [word];
}
