import type { Planet } from '../../../astrology/core/vedic-data';
import { MUTED } from '../pdf/report-writer';
import { formatRupees } from '../report-fonts';
import type { ReportContext, TierPlan } from '../report-request';
import { HOUSE_TEXTS, ordinal } from '../texts/houses';
import { planetIn } from '../analysis/chart-analysis';
import { dateText } from './format';

/** Topics a question can be about, the words (English and Hindi) that name them, and the house that answers them. */
const TOPICS: ReadonlyArray<{ topic: string; words: RegExp; house: number; karaka: Planet }> = [
  { topic: 'marriage and relationships', words: /marri|wedding|spouse|husband|wife|partner|relationship|love|शादी|विवाह|पति|पत्नी|प्रेम/i, house: 7, karaka: 'Venus' },
  { topic: 'career and work', words: /career|job|work|promotion|business|profession|office|नौकरी|करियर|व्यापार|काम/i, house: 10, karaka: 'Saturn' },
  { topic: 'money and wealth', words: /money|wealth|finance|income|salary|loan|debt|invest|पैसा|धन|आय|कर्ज/i, house: 2, karaka: 'Jupiter' },
  { topic: 'health', words: /health|illness|disease|surgery|hospital|स्वास्थ्य|बीमारी|सेहत/i, house: 6, karaka: 'Sun' },
  { topic: 'children', words: /child|children|son|daughter|pregnan|baby|संतान|बच्चे|बेटा|बेटी/i, house: 5, karaka: 'Jupiter' },
  { topic: 'education', words: /study|studies|exam|education|college|degree|पढ़ाई|शिक्षा|परीक्षा/i, house: 4, karaka: 'Mercury' },
  { topic: 'foreign travel and settling abroad', words: /abroad|foreign|visa|travel|settle|विदेश|यात्रा/i, house: 12, karaka: 'Rahu' },
  { topic: 'property and home', words: /house|home|property|land|flat|घर|मकान|जमीन|संपत्ति/i, house: 4, karaka: 'Mars' },
];

function pointerFor(context: ReportContext, question: string): string {
  const { kundli } = context;
  const matches = TOPICS.filter((topic) => topic.words.test(question));
  if (matches.length === 0) {
    return `Your ascendant lord ${kundli.houses[0].lord} and the running ${kundli.dasha.currentMahadasha.lord}-${kundli.dasha.currentAntardasha.lord} period (until ${dateText(kundli.dasha.currentAntardasha.end)}) are the first factors for any question about the near future.`;
  }
  return matches
    .map(({ topic, house, karaka }) => {
      const lord = kundli.houses[house - 1].lord as Planet;
      const lordPosition = planetIn(kundli, lord);
      const karakaPosition = planetIn(kundli, karaka);
      const occupants = kundli.houses[house - 1].planets;
      return `On ${topic}, the chart looks at the ${ordinal(house)} house (${kundli.houses[house - 1].sign}${occupants.length > 0 ? `, holding ${occupants.join(' and ')}` : ''}): its lord ${lord} sits in your ${ordinal(lordPosition.house)} house, so ${HOUSE_TEXTS[house - 1].topics} ${HOUSE_TEXTS[lordPosition.house - 1].asDestination}. The significator ${karaka} is in ${karakaPosition.sign} (${karakaPosition.dignity}). Periods of ${lord} and ${karaka}, and Jupiter’s transit over the ${ordinal(house)} from your Moon or ascendant, are the classical times for this matter.`;
    })
    .join(' ');
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
  const { writer, request } = context;
  const questions = questionsOf(request.person.questions);
  const answers = request.astrologerAnswers;
  if (request.reportType === 'premium') {
    if (answers) {
      writer.chapter(`Your questions, answered by ${answers.astrologerName}`, `Answered on ${dateText(answers.answeredAt.getTime())} from your chart, periods and transits.`);
      if (questions.length > 0) {
        writer.subheading('You asked');
        writer.bullets(questions);
      }
      writeMarkdown(context, answers.markdown);
    } else {
      writer.chapter('Your questions');
      writer.paragraph(
        questions.length > 0
          ? 'Your questions are with your astrologer, who answers them from this chart through AstroSetu. The answer is added to this report as its own chapter and you are notified when it is ready.'
          : 'You did not send questions with this report. You can ask an astrologer any time through a consultation.',
      );
      if (questions.length > 0) writer.bullets(questions);
      for (const question of questions) writer.paragraph(pointerFor(context, question), { color: MUTED, size: 9.5 });
    }
    return;
  }
  if (questions.length === 0) return;
  writer.section('Your questions');
  for (const question of questions) {
    writer.subheading(question);
    writer.paragraph(plan.questionPointers ? pointerFor(context, question) : pointerFor(context, question).split('. ').slice(0, 2).join('. ') + '.');
  }
  writer.paragraph('A live consultation can read these factors against your exact situation.', { color: MUTED, size: 9 });
}

/** The closing notes: reference, payment and how the chart was computed. */
export function writeClosing(context: ReportContext): void {
  const { writer, request, kundli } = context;
  writer.section('About this report');
  writer.paragraph(
    `Reference ${request.reference}; paid ${formatRupees(request.amountPaid)}. Computed for ${kundli.input.utc.replace('T', ' ').slice(0, 16)} UTC at ${request.person.latitude.toFixed(4)}, ${request.person.longitude.toFixed(4)}, sidereal zodiac with the ${kundli.ayanamsa.name} ayanamsa (${kundli.ayanamsa.text}), whole-sign houses and mean nodes. A birth time a few minutes off can change the ascendant degree, the divisional charts and the dasha dates.`,
    { size: 9.5 },
  );
  writer.paragraph('Astrology is offered for guidance. It does not replace medical, legal or financial advice, and no particular result is guaranteed.', { color: MUTED, size: 9 });
}
