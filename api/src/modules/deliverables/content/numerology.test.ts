import type { DeliverableView } from '@astrosetu/contracts';
import { ViewBuilder } from '../view-builder';
import { writeNumerologyCore, writeNumerologyFull } from './numerology';

const meta = { title: 'Numerology', subtitle: 'Priya Sharma' } as unknown as Omit<DeliverableView, 'sections'>;
function viewOf(write: (view: ViewBuilder) => void): DeliverableView {
  const view = new ViewBuilder();
  write(view);
  return view.build(meta);
}
/** Every text a reader reads: headings, paragraphs, labels, values, table cells and captions. */
function textsOf(view: DeliverableView): string[] {
  const texts: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.entries(value).forEach(([key, inner]) => key !== 'kind' && visit(inner));
  };
  visit(view.sections);
  return texts;
}
/** Latin letters a translated report keeps: the name as counted (PRIYA, P7 R9 ...) and the letter table A=1 ... I=9. */
const withoutNameLetters = (text: string) => text.replace(/\b(PRIYA|SHARMA|Priya Sharma)\b/g, '').replace(/\b[A-Z]\d\b/g, '').replace(/A=1 \.\.\. I=9/, '');

describe('the numerology report in the order language', () => {
  it('when the order is in Hindi, then every heading, label and sentence is Hindi and the numbers are the engine’s', () => {
    const view = viewOf((builder) => writeNumerologyFull(builder, 'Priya Sharma', '1990-05-15', 2026, 'hi'));
    expect(view.sections.map((section) => section.heading)).toEqual([
      'आपके मूल अंक', 'ये आपके बारे में क्या कहते हैं', 'आपके अंक कैसे गिने गए', 'जन्मदिन और परिपक्वता', 'चुनौती अंक', 'शुभ और अनुकूल अंक', 'आपके व्यक्तिगत वर्ष',
    ]);
    const texts = textsOf(view);
    // 1990-05-15: life path 3 (5 + 6 + 1 = 12).
    expect(texts).toContain('लाइफ पाथ 3, आपकी पूरी जन्म तिथि से। यह बताता है: अभिव्यक्ति का मार्ग: शब्द, कला और आनंद ही संसार में आपका काम हैं।');
    expect(texts).toContain('15 मई 1990');
    for (const text of texts) expect([text, withoutNameLetters(text)]).toEqual([text, expect.not.stringMatching(/[A-Za-z]{2,}/)]);
  });

  it('when the order is in Tamil, then the core reading is Tamil', () => {
    const texts = textsOf(viewOf((builder) => writeNumerologyCore(builder, 'Priya Sharma', '1990-05-15', 2026, 'ta')));
    expect(texts).toContain('உங்கள் அடிப்படை எண்கள்');
    expect(texts.some((text) => text.startsWith('வாழ்க்கைப் பாதை எண் 3, உங்கள் முழுப் பிறந்த தேதியிலிருந்து.'))).toBe(true);
    for (const text of texts) expect(withoutNameLetters(text)).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('when the order is in English (or has none), then the report is unchanged', () => {
    const english = viewOf((builder) => writeNumerologyFull(builder, 'Priya Sharma', '1990-05-15', 2026));
    expect(viewOf((builder) => writeNumerologyFull(builder, 'Priya Sharma', '1990-05-15', 2026, 'en'))).toEqual(english);
    expect(english.sections[0].heading).toBe('Your core numbers');
  });
});
