import { maskContactDetails } from '../src/modules/chat/contact-masking/mask-contact-details';
import { normalizeForDetection, toOriginalSpan } from '../src/modules/chat/contact-masking/normalize-for-detection';

/** The normalised copy the detectors read (normalize-for-detection.ts), and the way back to the original's characters. */
const normalized = (text: string) => normalizeForDetection(text).text;

describe('normalising a message before detection', () => {
  it('when a message is plain ASCII without entities or spaced letters, then it is read as it is (no copy, no map)', () => {
    const plain = normalizeForDetection('born 12/08/1990 at 14:35 in Pune');
    expect(plain).toEqual({ text: 'born 12/08/1990 at 14:35 in Pune', starts: null, ends: null });
  });

  it('when zero-width, joiner and format characters sit inside a number, then they are removed', () => {
    for (const invisible of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u180E']) {
      expect(normalized(`98765${invisible}43210`)).toBe('9876543210');
    }
  });

  it('when digits come from any script, then each is its ASCII digit', () => {
    const scripts: Record<string, string> = {
      Devanagari: '९८७६५४३२१०',
      Bengali: '৯৮৭৬৫৪৩২১০',
      Gurmukhi: '੯੮੭੬੫੪੩੨੧੦',
      Gujarati: '૯૮૭૬૫૪૩૨૧૦',
      Odia: '୯୮୭୬୫୪୩୨୧୦',
      Tamil: '௯௮௭௬௫௪௩௨௧௦',
      Telugu: '౯౮౭౬౫౪౩౨౧౦',
      Kannada: '೯೮೭೬೫೪೩೨೧೦',
      Malayalam: '൯൮൭൬൫൪൩൨൧൦',
      'full-width': '９８７６５４３２１０',
      'mathematical bold': '𝟗𝟖𝟕𝟔𝟓𝟒𝟑𝟐𝟏𝟎',
      Mongolian: '᠙᠘᠗᠖᠕᠔᠓᠒᠑᠐',
    };
    for (const [script, digits] of Object.entries(scripts)) expect({ script, text: normalized(digits) }).toEqual({ script, text: '9876543210' });
  });

  it('when digits are circled, superscript, subscript, dingbats or keycap emoji, then each is its digit', () => {
    expect(normalized('⑨⑧⑦⑥⑤④③②①⓪')).toBe('9876543210');
    expect(normalized('❾❽❼❻❺❹❸❷❶⓿')).toBe('9876543210');
    expect(normalized('➒➑➐➏➎➍➌➋➊')).toBe('987654321');
    expect(normalized('⓽⓼⓻⓺⓹⓸⓷⓶⓵')).toBe('987654321');
    expect(normalized('⁹⁸⁷⁶⁵⁴³²¹⁰')).toBe('9876543210');
    expect(normalized('₉₈₇₆₅₄₃₂₁₀')).toBe('9876543210');
    expect(normalized('9️⃣8️⃣7️⃣6️⃣5️⃣4️⃣3️⃣2️⃣1️⃣0️⃣')).toBe('9876543210');
  });

  it('when HTML entities stand for digits, "@", "." or spaces, then they are decoded; an unknown entity stays as written', () => {
    expect(normalized('&#57;&#x38;&#X37;6543210')).toBe('9876543210');
    expect(normalized('pandit&#64;gmail&period;com')).toBe('pandit@gmail.com');
    expect(normalized('rajesh&commat;yahoo.com &amp; 98765&nbsp;43210')).toBe('rajesh@yahoo.com & 98765 43210');
    expect(normalized('&madeup; &#0; &#x110000;')).toBe('&madeup; &#0; &#x110000;');
  });

  it('when letters are spaced out, then four or more in a row become one word; spaced digits alone stay apart', () => {
    expect(normalized('p a n d i t @ g m a i l . c o m')).toBe('pandit@gmail.com');
    expect(normalized('find me on t e l e g r a m')).toBe('find me on telegram');
    expect(normalized('Plan A or B is fine')).toBe('Plan A or B is fine');
    expect(normalized('houses 1 2 3 4 5 6')).toBe('houses 1 2 3 4 5 6');
  });

  it('when full-width letters and symbols are used, then they become ASCII (NFKC)', () => {
    expect(normalized('ｐａｎｄｉｔ＠ｇｍａｉｌ．ｃｏｍ')).toBe('pandit@gmail.com');
  });

  it('when a span of the normalised copy is mapped back, then it covers exactly the original characters, invisible ones and entities included', () => {
    const original = 'call 98&#55;65\u200B43210 now';
    const copy = normalizeForDetection(original);
    const start = copy.text.indexOf('9876543210');
    const span = toOriginalSpan(copy, start, start + 10);
    expect(original.slice(span.start, span.end)).toBe('98&#55;65\u200B43210');
  });

  it('when a disguised number is masked, then the placeholder replaces the original characters and the rest stays as typed', () => {
    expect(maskContactDetails('मेरा नंबर ९८७६५\u200B४३२१० है').text).toBe('मेरा नंबर [phone number hidden] है');
    expect(maskContactDetails('call ⑨⑧⑦⑥⑤④③②①⓪ after 8 pm').text).toBe('call [phone number hidden] after 8 pm');
    expect(maskContactDetails('mail p a n d i t @ g m a i l . c o m today').text).toBe('mail [e-mail hidden] today');
    expect(maskContactDetails('9️⃣8️⃣7️⃣6️⃣5️⃣4️⃣3️⃣2️⃣1️⃣0️⃣ 🙏').text).toBe('[phone number hidden] 🙏');
  });
});

describe('what stays untouched', () => {
  it('when a message holds an invoice number, a payment id, a year list, a count or a PIN code, then nothing is hidden', () => {
    for (const text of [
      'My order AS2627/000044 still shows processing',
      'payment id ASK3XA1B2C3D4E5 failed',
      'Years 1998 1999 2003 2008 2012 were bad for me',
      '1 2 3 4 5 6 7 8 9 10 11 12 - which house is for career?',
      'I moved from Pune 411001 to Bengaluru 560034',
      'Between 60000 and 70000 a month',
      'Can you check the report I bought at astrosetu.in?',
    ]) {
      expect(maskContactDetails(text)).toEqual({ text, kinds: [] });
    }
  });

  it("when a link is the site's own or the configured site's host, then it stays; any other domain is hidden", () => {
    expect(maskContactDetails('read https://astrosetu.in/articles/sade-sati').kinds).toEqual([]);
    expect(maskContactDetails('read https://staging.example.org/articles/1', { ownHosts: ['https://staging.example.org'] }).kinds).toEqual([]);
    expect(maskContactDetails('read https://staging.example.org/articles/1').kinds).toEqual(['messaging']);
    expect(maskContactDetails('jyotishrajesh.in par milo').text).toBe('[contact handle hidden] par milo');
  });
});
