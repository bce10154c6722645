import { NAKSHATRA_NAMES, SIGN_NAMES } from '../../../astrology/core/vedic-data';
import { MUTED } from '../pdf/report-writer';
import type { ReportContext } from '../report-request';
import { planetIn } from '../analysis/chart-analysis';
import { moonSpansInSign } from '../../../astrology/transits/transit-timeline';

/** The nine taras counted from the birth star (Muhurta Chintamani): which stars favour you. */
const TARAS = [
  { name: 'Janma', meaning: 'your own star: mixed; avoid major beginnings and risky travel', good: false },
  { name: 'Sampat', meaning: 'wealth: good for money matters and purchases', good: true },
  { name: 'Vipat', meaning: 'danger: postpone important starts', good: false },
  { name: 'Kshema', meaning: 'well-being: good for health, home and routine work', good: true },
  { name: 'Pratyak', meaning: 'obstacles: expect resistance; avoid confrontations', good: false },
  { name: 'Sadhana', meaning: 'achievement: the best days to begin what matters', good: true },
  { name: 'Naidhana', meaning: 'the most adverse tara: rest, pray and avoid new ventures', good: false },
  { name: 'Mitra', meaning: 'friend: good for meetings, agreements and help', good: true },
  { name: 'Parama Mitra', meaning: 'great friend: very good for all auspicious work', good: true },
];

const IST_DATE_TIME = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });

/** Tara bala from the birth star, and the Chandrashtama days of the coming year (Moon in the 8th from the natal Moon). */
export function writeStarGuidance(context: ReportContext): void {
  const { writer, kundli, asOfMs } = context;
  const birthStar = planetIn(kundli, 'Moon').nakshatraNumber - 1;
  writer.chapter('Your stars for choosing days', `Indian almanacs choose days for important work from your birth star (${kundli.moon.nakshatra}) and your Moon sign (${kundli.moon.sign}). Look up the day’s nakshatra in any panchang (AstroSetu’s panchang page shows it) and find it below.`);
  writer.section('Tara bala: the nine groups of stars from yours');
  writer.bullets(TARAS.map((tara, index) => `${tara.name} (${[0, 1, 2].map((cycle) => NAKSHATRA_NAMES[(birthStar + index + cycle * 9) % 27]).join(', ')}): ${tara.meaning}.`), { size: 9.5 });
  const eighth = (planetIn(kundli, 'Moon').signIndex + 7) % 12;
  const spans = moonSpansInSign(eighth, asOfMs, asOfMs + 365.25 * 86_400_000);
  writer.section(`Chandrashtama: the Moon in ${SIGN_NAMES[eighth]}`);
  writer.paragraph(`When the transiting Moon passes ${SIGN_NAMES[eighth]}, the 8th sign from your ${kundli.moon.sign} Moon, the mind is easily unsettled: about two and a half days each month that almanacs mark as unsuitable for starting important work, signing or travelling. Times are in IST.`);
  writer.table(
    [
      { title: 'From', width: 150 },
      { title: 'To', width: 150 },
    ],
    spans.map((span) => [IST_DATE_TIME.format(new Date(span.startMs)), IST_DATE_TIME.format(new Date(span.endMs))]),
    { size: 8.5 },
  );
  writer.paragraph(`Your own tara groups repeat every nine stars, so a favourable day comes around every few days; combining a favourable tara with a day outside Chandrashtama is the simplest personal muhurta.`, { color: MUTED, size: 9 });
}
