import { NAKSHATRA_NAMES, SIGN_NAMES } from '../../../astrology/core/vedic-data';
import { MUTED } from '../pdf/report-writer';
import type { ReportContext } from '../report-request';
import { planetIn } from '../analysis/chart-analysis';
import { moonSpansInSign } from '../../../astrology/transits/transit-timeline';

/** The nine taras counted from the birth star (Muhurta Chintamani): which stars favour you (star.tara.<key>). */
const TARAS = ['janma', 'sampat', 'vipat', 'kshema', 'pratyak', 'sadhana', 'naidhana', 'mitra', 'paramaMitra'] as const;

/** Tara bala from the birth star, and the Chandrashtama days of the coming year (Moon in the 8th from the natal Moon). */
export function writeStarGuidance(context: ReportContext): void {
  const { writer, kundli, asOfMs, text } = context;
  const birthStar = planetIn(kundli, 'Moon').nakshatraNumber - 1;
  writer.chapter(text.t('star.title'), text.t('star.lead', { nakshatra: text.nakshatra(kundli.moon.nakshatra), moon: text.sign(kundli.moon.sign) }));
  writer.section(text.t('star.taraTitle'));
  writer.bullets(
    TARAS.map((tara, index) =>
      text.t('star.taraLine', {
        name: text.t(`star.tara.${tara}.name`),
        stars: [0, 1, 2].map((cycle) => text.nakshatra(NAKSHATRA_NAMES[(birthStar + index + cycle * 9) % 27])).join(', '),
        meaning: text.t(`star.tara.${tara}.meaning`),
      }),
    ),
    { size: 9.5 },
  );
  const eighth = (planetIn(kundli, 'Moon').signIndex + 7) % 12;
  const spans = moonSpansInSign(eighth, asOfMs, asOfMs + 365.25 * 86_400_000);
  writer.section(text.t('star.chandrashtamaTitle', { sign: text.sign(SIGN_NAMES[eighth]) }));
  writer.paragraph(text.t('star.chandrashtamaText', { sign: text.sign(SIGN_NAMES[eighth]), moon: text.sign(kundli.moon.sign) }));
  writer.table(
    [
      { title: text.t('column.from'), width: 150 },
      { title: text.t('column.to'), width: 150 },
    ],
    spans.map((span) => [text.dateTime(span.startMs), text.dateTime(span.endMs)]),
    { size: 8.5 },
  );
  writer.paragraph(text.t('star.closing'), { color: MUTED, size: 9 });
}
