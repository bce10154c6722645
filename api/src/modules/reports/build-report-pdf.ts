import PDFDocument from 'pdfkit';
import { reportCatalogue, type DashaPeriod, type Kundli, type ReportType } from '@astrosetu/contracts';
import { computeKundli, drawingFromKundli, renderChartSvg, resolveMoment, svgToPng } from '../../astrology';
import { LATIN_BOLD, LATIN_REGULAR, formatRupees, registerReportFonts, writeText } from './report-fonts';

/** Everything a report is made from: who, when and where they were born, and what was bought. */
export interface ReportRequest {
  /** The payment's transaction id, printed as the report's reference. */
  reference: string;
  reportType: ReportType;
  /** Paise paid. */
  amountPaid: number;
  person: {
    name: string;
    email: string;
    gender: 'male' | 'female' | 'other';
    birthDate: string;
    birthTime: string;
    birthPlace: string;
    latitude: number;
    longitude: number;
    timezone?: string;
    questions?: string;
  };
  generatedAt: Date;
}

type Doc = PDFKit.PDFDocument;

const BRAND = '#4338ca';
const ACCENT = '#b45309';
const MUTED = '#4b5563';
const MARGIN = 50;

const istDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });
const istDateTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
const plainDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

function dateOf(iso: string): string {
  return plainDate.format(new Date(iso));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Column {
  title: string;
  width: number;
}

class ReportWriter {
  private readonly fonts = { regular: LATIN_REGULAR, bold: LATIN_BOLD };
  constructor(readonly doc: Doc) {}

  get bottom(): number {
    return this.doc.page.height - MARGIN;
  }

  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  heading(text: string): void {
    this.ensureSpace(60);
    this.doc.moveDown(0.8);
    this.doc.font(this.fonts.bold).fontSize(15).fillColor(BRAND).text(text, MARGIN);
    const y = this.doc.y + 2;
    this.doc.moveTo(MARGIN, y).lineTo(this.doc.page.width - MARGIN, y).lineWidth(0.8).strokeColor(ACCENT).stroke();
    this.doc.moveDown(0.6);
  }

  paragraph(text: string, options: { color?: string; size?: number } = {}): void {
    writeText(this.doc, text, { x: MARGIN, size: options.size ?? 10.5, color: options.color ?? '#111827', width: this.doc.page.width - 2 * MARGIN, lineGap: 2 });
    this.doc.moveDown(0.4);
  }

  /** Label/value pairs in two columns. */
  facts(rows: Array<[string, string]>): void {
    for (const [label, value] of rows) {
      this.ensureSpace(18);
      const y = this.doc.y;
      this.doc.font(this.fonts.bold).fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 150 });
      const labelBottom = this.doc.y;
      writeText(this.doc, value, { x: MARGIN + 160, y, size: 10, color: '#111827', width: this.doc.page.width - 2 * MARGIN - 160 });
      this.doc.y = Math.max(labelBottom, this.doc.y) + 3;
    }
  }

  table(columns: Column[], rows: string[][]): void {
    const rowHeight = 17;
    const drawHeader = () => {
      const y = this.doc.y;
      this.doc.rect(MARGIN, y - 3, columns.reduce((sum, column) => sum + column.width, 0), rowHeight).fill('#eef2ff');
      let x = MARGIN;
      for (const column of columns) {
        this.doc.font(this.fonts.bold).fontSize(9).fillColor(BRAND).text(column.title, x + 3, y, { width: column.width - 6, lineBreak: false });
        x += column.width;
      }
      this.doc.y = y + rowHeight;
    };
    this.ensureSpace(rowHeight * 3);
    drawHeader();
    rows.forEach((row, index) => {
      if (this.doc.y + rowHeight > this.bottom) {
        this.doc.addPage();
        drawHeader();
      }
      const y = this.doc.y;
      if (index % 2 === 1) {
        this.doc.rect(MARGIN, y - 3, columns.reduce((sum, column) => sum + column.width, 0), rowHeight).fill('#f9fafb');
      }
      let x = MARGIN;
      row.forEach((cell, cellIndex) => {
        this.doc.font(this.fonts.regular).fontSize(9).fillColor('#111827').text(cell, x + 3, y, { width: columns[cellIndex].width - 6, lineBreak: false, ellipsis: true });
        x += columns[cellIndex].width;
      });
      this.doc.y = y + rowHeight;
    });
    this.doc.x = MARGIN;
    this.doc.moveDown(0.5);
  }

  get brandFonts() {
    return this.fonts;
  }

  rupees(paise: number): string {
    return formatRupees(paise);
  }
}

/** Mahadashas that overlap the next `years` from `from`, in order. */
function dashaWindow(periods: DashaPeriod[], from: Date, years: number): DashaPeriod[] {
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return periods.filter((period) => new Date(period.end) > from && new Date(period.start) < until);
}

function writeCover(writer: ReportWriter, request: ReportRequest, kundli: Kundli): void {
  const { doc } = writer;
  const item = reportCatalogue[request.reportType];
  doc.rect(0, 0, doc.page.width, 150).fill(BRAND);
  doc.font(writer.brandFonts.bold).fontSize(26).fillColor('#ffffff').text('AstroSetu', MARGIN, 45);
  doc.font(writer.brandFonts.regular).fontSize(14).fillColor('#e0e7ff').text(`Vedic Astrology ${item.packageName}`, MARGIN, 82);
  writeText(doc, `Prepared for ${request.person.name} on ${istDate.format(request.generatedAt)}`, { x: MARGIN, y: 106, size: 10 });
  doc.y = 175;
  doc.x = MARGIN;

  writer.heading('Birth details');
  writer.facts([
    ['Name', request.person.name],
    ['Gender', capitalise(request.person.gender)],
    ['Date of birth', plainDate.format(new Date(`${request.person.birthDate}T00:00:00Z`))],
    ['Time of birth', `${request.person.birthTime.slice(0, 5)} (${kundli.input.timezone}, UTC${kundli.input.utcOffset})`],
    ['Place of birth', request.person.birthPlace],
    ['Coordinates', `${Math.abs(request.person.latitude).toFixed(4)}° ${request.person.latitude >= 0 ? 'N' : 'S'}, ${Math.abs(request.person.longitude).toFixed(4)}° ${request.person.longitude >= 0 ? 'E' : 'W'}`],
    ['Ayanamsa', `${kundli.ayanamsa.name} ${kundli.ayanamsa.text}`],
    ['Houses', `${kundli.houseSystem}; ${kundli.nodes.toLowerCase()} lunar nodes`],
  ]);

  writer.heading('Your chart at a glance');
  writer.facts([
    ['Ascendant (Lagna)', `${kundli.ascendant.sign} (${kundli.ascendant.rashi}) ${kundli.ascendant.degreeText}`],
    ['Moon sign (Rashi)', `${kundli.moon.sign} (${kundli.moon.rashi}), lord ${kundli.moon.signLord}`],
    ['Sun sign', kundli.sunSign],
    ['Birth star (Nakshatra)', `${kundli.moon.nakshatra}, pada ${kundli.moon.pada}, lord ${kundli.moon.nakshatraLord}`],
    ['Gana / Nadi / Yoni', `${kundli.moon.gana} / ${kundli.moon.nadi} / ${kundli.moon.yoni}`],
    ['Varna / Vashya', `${kundli.moon.varna} / ${kundli.moon.vashya}`],
    ['Name syllable', kundli.moon.nameAlphabet],
    ['Running period', `${kundli.dasha.currentMahadasha.lord} mahadasha, ${kundli.dasha.currentAntardasha.lord} antardasha (until ${dateOf(kundli.dasha.currentAntardasha.end)})`],
  ]);
}

/** The engine's own chart drawing (the one the site shows), rasterised at twice the printed size. */
function writeChart(writer: ReportWriter, kundli: Kundli, name: string): void {
  writer.heading('Birth chart (Rashi, North Indian style)');
  writer.paragraph('House 1 is the top diamond and the houses run anticlockwise. The number in each house is its sign (1 = Aries ... 12 = Pisces). Asc = ascendant; (R) = retrograde.', { color: MUTED, size: 9 });
  const size = 300;
  writer.ensureSpace(size + 20);
  const png = svgToPng(renderChartSvg(drawingFromKundli(kundli, name), 'north', { size: size * 2 }), size * 2);
  const x = (writer.doc.page.width - size) / 2;
  const y = writer.doc.y + 5;
  writer.doc.image(png, x, y, { width: size, height: size });
  writer.doc.x = MARGIN;
  writer.doc.y = y + size + 15;
}

function writePlanets(writer: ReportWriter, kundli: Kundli): void {
  writer.heading('Planetary positions');
  writer.table(
    [
      { title: 'Graha', width: 66 },
      { title: 'Sign', width: 80 },
      { title: 'Degree', width: 62 },
      { title: 'Nakshatra (pada)', width: 128 },
      { title: 'House', width: 42 },
      { title: 'Dignity', width: 72 },
      { title: 'Notes', width: 45 },
    ],
    [
      ['Ascendant', `${kundli.ascendant.sign}`, kundli.ascendant.degreeText, `${kundli.ascendant.nakshatra} (${kundli.ascendant.pada})`, '1', '', ''],
      ...kundli.planets.map((planet) => [
        planet.name,
        planet.sign,
        planet.degreeText,
        `${planet.nakshatra} (${planet.pada})`,
        String(planet.house),
        planet.dignity,
        [planet.retrograde && planet.name !== 'Rahu' && planet.name !== 'Ketu' ? 'R' : '', planet.combust ? 'C' : ''].filter(Boolean).join(' '),
      ]),
    ],
  );
  writer.paragraph('R = retrograde, C = combust (too close to the Sun). Rahu and Ketu always move backwards and are not marked.', { color: MUTED, size: 9 });
}

function writeHouses(writer: ReportWriter, kundli: Kundli): void {
  writer.heading('Houses (Bhavas)');
  writer.table(
    [
      { title: 'House', width: 50 },
      { title: 'Sign', width: 130 },
      { title: 'Lord', width: 90 },
      { title: 'Planets in it', width: 225 },
    ],
    kundli.houses.map((house) => [String(house.number), `${house.sign} (${house.rashi})`, house.lord, house.planets.join(', ') || '-']),
  );
}

function writeDasha(writer: ReportWriter, kundli: Kundli, request: ReportRequest): void {
  const years = reportCatalogue[request.reportType].dashaYears;
  const { dasha } = kundli;
  writer.heading(`Vimshottari dasha: the next ${years} years`);
  writer.paragraph(
    `You were born in ${dasha.birthNakshatra} nakshatra, in the mahadasha of ${dasha.birthDashaLord} with ${dasha.balanceAtBirth.years} years, ${dasha.balanceAtBirth.months} months and ${dasha.balanceAtBirth.days} days of it left at birth. Periods below are dated in UTC.`,
  );
  writer.table(
    [
      { title: 'Mahadasha', width: 110 },
      { title: 'From', width: 120 },
      { title: 'To', width: 120 },
      { title: 'Years', width: 60 },
    ],
    dashaWindow(dasha.mahadashas, request.generatedAt, years).map((period) => [period.lord, dateOf(period.start), dateOf(period.end), period.years.toFixed(1)]),
  );
  writer.paragraph(`Antardashas (sub-periods) of the running ${dasha.currentMahadasha.lord} mahadasha:`);
  writer.table(
    [
      { title: 'Antardasha', width: 110 },
      { title: 'From', width: 120 },
      { title: 'To', width: 120 },
      { title: 'Running now', width: 80 },
    ],
    dasha.antardashas.map((period) => [
      `${dasha.currentMahadasha.lord}-${period.lord}`,
      dateOf(period.start),
      dateOf(period.end),
      period.start === dasha.currentAntardasha.start ? 'Yes' : '',
    ]),
  );
}

function writeYogasAndDoshas(writer: ReportWriter, kundli: Kundli): void {
  const yogas = kundli.yogas.filter((yoga) => yoga.present);
  writer.heading('Yogas in your chart');
  if (yogas.length === 0) writer.paragraph('None of the classical yogas we check is formed in this chart.');
  for (const yoga of yogas) {
    writer.ensureSpace(50);
    writer.paragraph(`${yoga.name}${yoga.strength ? ` (${yoga.strength})` : ''}: ${yoga.description}`);
    writer.paragraph(`Rule: ${yoga.rule}`, { color: MUTED, size: 9 });
  }
  writer.heading('Doshas');
  for (const dosha of kundli.doshas) {
    writer.ensureSpace(50);
    const verdict = dosha.effective ? `present (${dosha.severity})` : dosha.present ? 'formed but cancelled' : 'not present';
    writer.paragraph(`${dosha.name}${dosha.type ? ` - ${dosha.type}` : ''}: ${verdict}. ${dosha.description}`);
    if (dosha.reasons.length > 0) writer.paragraph(dosha.reasons.join(' '), { color: MUTED, size: 9 });
  }
}

function writePanchang(writer: ReportWriter, kundli: Kundli): void {
  const { panchang } = kundli;
  writer.heading('Panchang of the birth moment');
  writer.facts([
    ['Weekday (Vara)', `${panchang.vara.name} (${panchang.vara.english}), lord ${panchang.vara.lord}`],
    ['Tithi', `${panchang.tithi.paksha} ${panchang.tithi.name}`],
    ['Nakshatra', `${panchang.nakshatra.name}, pada ${panchang.nakshatra.pada}`],
    ['Yoga', panchang.yoga.name],
    ['Karana', panchang.karana.name],
  ]);
}

function writeClosing(writer: ReportWriter, request: ReportRequest): void {
  if (request.person.questions) {
    writer.heading('Your questions');
    writer.paragraph(request.person.questions);
    writer.paragraph('Bring these questions and this report to a live consultation: an astrologer can read them against your dasha periods.', { color: MUTED, size: 9 });
  }
  writer.heading('About this report');
  writer.paragraph(
    `Reference ${request.reference}. Paid ${writer.rupees(request.amountPaid)}. Generated ${istDateTime.format(request.generatedAt)} IST. Positions are computed for the sidereal zodiac with the Lahiri ayanamsa from the birth time and place you gave; a birth time a few minutes off can change the ascendant and the dasha dates.`,
  );
  writer.paragraph(
    'Astrology is offered for guidance and entertainment. It does not replace medical, legal or financial advice, and no particular result is guaranteed.',
    { color: MUTED, size: 9 },
  );
}

/** Builds the report PDF from the birth details, with the kundli computed by the astrology engine. */
export async function buildReportPdf(request: ReportRequest): Promise<Buffer> {
  const moment = resolveMoment({
    date: request.person.birthDate,
    time: request.person.birthTime,
    latitude: request.person.latitude,
    longitude: request.person.longitude,
    timezone: request.person.timezone,
    place: request.person.birthPlace,
  });
  const kundli = computeKundli(moment, request.generatedAt.getTime());

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${reportCatalogue[request.reportType].packageName} for ${request.person.name}`,
      Author: 'AstroSetu',
      // The chart's key facts, so a reader (or a test) can check them without rendering the pages.
      Subject: `Vedic astrology report: ascendant ${kundli.ascendant.sign}, Moon sign ${kundli.moonSign}, nakshatra ${kundli.nakshatra}`,
      CreationDate: request.generatedAt,
    },
  });
  registerReportFonts(doc);
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const writer = new ReportWriter(doc);
  writeCover(writer, request, kundli);
  doc.addPage();
  writeChart(writer, kundli, request.person.name);
  writePlanets(writer, kundli);
  if (request.reportType !== 'basic') writeHouses(writer, kundli);
  writeDasha(writer, kundli, request);
  if (request.reportType !== 'basic') writeYogasAndDoshas(writer, kundli);
  writePanchang(writer, kundli);
  writeClosing(writer, request);

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Text below the bottom margin would open a new page: lift the margin while writing the footer.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    writeText(doc, `AstroSetu · ${request.person.name} · page ${index + 1} of ${range.count}`, {
      x: MARGIN,
      y: doc.page.height - MARGIN + 15,
      size: 8,
      color: MUTED,
      width: doc.page.width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return finished;
}
