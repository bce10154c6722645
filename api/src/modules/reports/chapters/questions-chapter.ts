import type { Planet } from '../../../astrology/core/vedic-data';
import { MUTED } from '../pdf/report-writer';
import { formatRupees } from '../report-fonts';
import type { ReportContext, TierPlan } from '../report-request';
import { houseText } from '../texts/houses';
import { planetIn } from '../analysis/chart-analysis';

/** Topics a question can be about, the words (English, Hindi, Tamil) that name them, and the house that answers them; names in questions.topic.<key>. */
const TOPICS: ReadonlyArray<{ key: string; words: RegExp; house: number; karaka: Planet }> = [
  { key: 'marriage', words: /marri|wedding|spouse|husband|wife|partner|relationship|love|शादी|विवाह|पति|पत्नी|प्रेम|திருமண|கல்யாண|கணவ|மனைவி|காதல்/i, house: 7, karaka: 'Venus' },
  { key: 'career', words: /career|job|work|promotion|business|profession|office|नौकरी|करियर|व्यापार|काम|வேலை|தொழில்|பதவி|வியாபார/i, house: 10, karaka: 'Saturn' },
  { key: 'money', words: /money|wealth|finance|income|salary|loan|debt|invest|पैसा|धन|आय|कर्ज|பணம்|செல்வ|வருமான|கடன்|சம்பள/i, house: 2, karaka: 'Jupiter' },
  { key: 'health', words: /health|illness|disease|surgery|hospital|स्वास्थ्य|बीमारी|सेहत|உடல்நல|நோய்|ஆரோக்கிய/i, house: 6, karaka: 'Sun' },
  { key: 'children', words: /child|children|son|daughter|pregnan|baby|संतान|बच्चे|बेटा|बेटी|குழந்தை|மகன்|மகள்/i, house: 5, karaka: 'Jupiter' },
  { key: 'education', words: /study|studies|exam|education|college|degree|पढ़ाई|शिक्षा|परीक्षा|படிப்பு|கல்வி|தேர்வு/i, house: 4, karaka: 'Mercury' },
  { key: 'abroad', words: /abroad|foreign|visa|travel|settle|विदेश|यात्रा|வெளிநாடு|பயண|விசா/i, house: 12, karaka: 'Rahu' },
  { key: 'property', words: /house|home|property|land|flat|घर|मकान|जमीन|संपत्ति|வீடு|நிலம்|சொத்து/i, house: 4, karaka: 'Mars' },
];

function pointerSentences(context: ReportContext, question: string): string[] {
  const { kundli, text } = context;
  const matches = TOPICS.filter((topic) => topic.words.test(question));
  if (matches.length === 0) {
    return [
      text.t('questions.generalPointer', {
        lord: text.planet(kundli.houses[0].lord),
        name: `${text.planet(kundli.dasha.currentMahadasha.lord)}-${text.planet(kundli.dasha.currentAntardasha.lord)}`,
        date: text.date(kundli.dasha.currentAntardasha.end),
      }),
    ];
  }
  return matches.flatMap(({ key, house, karaka }) => {
    const lord = kundli.houses[house - 1].lord as Planet;
    const lordPosition = planetIn(kundli, lord);
    const karakaPosition = planetIn(kundli, karaka);
    const occupants = kundli.houses[house - 1].planets;
    const params = {
      topic: text.t(`questions.topic.${key}`),
      house: text.ordinal(house),
      sign: text.sign(kundli.houses[house - 1].sign),
      planets: text.planets(occupants),
      lord: text.planet(lord),
      lordHouse: text.ordinal(lordPosition.house),
      topics: houseText(text, house).topics,
      matters: houseText(text, lordPosition.house).asDestination,
    };
    return [
      text.t(occupants.length > 0 ? 'questions.pointerHolding' : 'questions.pointer', params),
      text.t('questions.karaka', { karaka: text.planet(karaka), sign: text.sign(karakaPosition.sign), dignity: text.dignity(karakaPosition.dignity) }),
      text.t('questions.timing', { lord: text.planet(lord), karaka: text.planet(karaka), house: text.ordinal(house) }),
    ];
  });
}

/** The full pointer: every sentence (Comprehensive and Premium). */
function pointerFor(context: ReportContext, question: string): string {
  return pointerSentences(context, question).join(' ');
}

function questionsOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n+|(?<=[?？।])\s+/)
    .map((question) => question.trim())
    .filter((question) => question.length > 0);
}

/** A small markdown reader for the astrologer's answer: headings, bullet lists, paragraphs; emphasis markers dropped. */
function writeMarkdown(context: ReportContext, markdown: string): void {
  const { writer } = context;
  const clean = (line: string) => line.replace(/\*\*|__|`/g, '').replace(/(^|\s)[*_](\S[^*_]*\S|\S)[*_](?=\s|$|[.,;:!?])/g, '$1$2');
  const blocks = markdown.replace(/\r/g, '').split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.trim().length > 0);
    if (lines.length === 0) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(lines[0]);
    if (heading) {
      writer.subheading(clean(heading[1]));
      if (lines.length > 1) writer.paragraph(clean(lines.slice(1).join(' ')));
      continue;
    }
    if (lines.every((line) => /^\s*([-*+]|\d+[.)])\s+/.test(line))) {
      writer.bullets(lines.map((line) => clean(line.replace(/^\s*([-*+]|\d+[.)])\s+/, ''))));
      continue;
    }
    writer.paragraph(clean(lines.join(' ')));
  }
}

/** The customer's questions: answered by the astrologer (Premium), or pointed at the factors that answer them. */
export function writeQuestions(context: ReportContext, plan: TierPlan): void {
  const { writer, request, text } = context;
  const questions = questionsOf(request.person.questions);
  const answers = request.astrologerAnswers;
  if (request.reportType === 'premium') {
    if (answers) {
      writer.chapter(text.t('questions.answeredTitle', { astrologer: answers.astrologerName }), text.t('questions.answeredLead', { date: text.date(answers.answeredAt.getTime()) }));
      if (questions.length > 0) {
        writer.subheading(text.t('questions.youAsked'));
        writer.bullets(questions);
      }
      writeMarkdown(context, answers.markdown);
    } else {
      writer.chapter(text.t('questions.title'));
      writer.paragraph(text.t(questions.length > 0 ? 'questions.withAstrologer' : 'questions.none'));
      if (questions.length > 0) writer.bullets(questions);
      for (const question of questions) writer.paragraph(pointerFor(context, question), { color: MUTED, size: 9.5 });
    }
    return;
  }
  if (questions.length === 0) return;
  writer.section(text.t('questions.title'));
  for (const question of questions) {
    writer.subheading(question);
    // Basic names the house and the significator; the timing sentence is for the fuller tiers.
    writer.paragraph(plan.questionPointers ? pointerFor(context, question) : pointerSentences(context, question).slice(0, 2).join(' '));
  }
  writer.paragraph(text.t('questions.consultation'), { color: MUTED, size: 9 });
}

/** The closing notes: reference, payment and how the chart was computed. */
export function writeClosing(context: ReportContext): void {
  const { writer, request, kundli, text } = context;
  writer.section(text.t('closing.title'));
  writer.paragraph(
    text.t('closing.computed', {
      reference: request.reference,
      amount: formatRupees(request.amountPaid),
      utc: kundli.input.utc.replace('T', ' ').slice(0, 16),
      latitude: request.person.latitude.toFixed(4),
      longitude: request.person.longitude.toFixed(4),
      ayanamsa: text.name('ayanamsa', kundli.ayanamsa.name),
      value: kundli.ayanamsa.text,
    }),
    { size: 9.5 },
  );
  writer.paragraph(text.t('closing.disclaimer'), { color: MUTED, size: 9 });
}
