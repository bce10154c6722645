import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatePaymentResponse, DeliverableView, GunaMilanResponse, OrderDetail, PartnerBirth } from '@astrosetu/contracts';
import { computeGunaMilan, resolveMoment } from '../src/astrology';
import { buildDeliverable } from '../src/modules/deliverables/build-deliverable';
import { missingGlyphs } from '../src/modules/reports/report-fonts';
import { setupTestServer } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';

/**
 * Issue 32: every line of the four match-making cards (the Compatibility Report tool and the Basic, Detailed and
 * Premium packages, as mf-content's English catalogue prints them) is in what the order delivers. Each item is
 * bought and paid through the API, built by the real builders, and its PDF read back with pdftotext.
 *
 * A card line with no check here fails the "every line is checked" test: a new promise needs its proof.
 */

const t = setupTestServer({
  PUBLIC_SITE_URL: 'https://astrosetu.test',
  REPORTS_DIR: mkdtempSync(join(tmpdir(), 'astrosetu-match-cards-reports-')),
  MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'astrosetu-match-cards-outbox-')),
});

// ---------------------------------------------------------------------------------------------------------------
// The couples. Vikram and Asha: Nadi dosha and Vikram's Mangal dosha only. Ravi and Lakshmi: Nadi, Bhakoot and
// Gana doshas and Lakshmi's Mangal dosha (Ravi is not manglik), so every remedy the Detailed card promises shows.
// ---------------------------------------------------------------------------------------------------------------
const pune = { birthPlace: 'Pune, Maharashtra', latitude: 18.5204, longitude: 73.8567, timezone: 'Asia/Kolkata' };
const vikram: PartnerBirth = { ...pune, name: 'Vikram Iyer', birthDate: '1990-11-02', birthTime: '06:30' };
const asha: PartnerBirth = { ...pune, name: 'Asha Rao', birthDate: '1992-03-14', birthTime: '14:10' };
const ravi: PartnerBirth = { ...pune, name: 'Ravi Kulkarni', birthDate: '1988-01-05', birthTime: '06:30' };
const lakshmi: PartnerBirth = { ...pune, name: 'Lakshmi Joshi', birthDate: '1991-04-04', birthTime: '14:10' };

const moment = (person: PartnerBirth) => resolveMoment({ date: person.birthDate, time: person.birthTime, latitude: person.latitude, longitude: person.longitude, timezone: person.timezone, place: person.birthPlace });
const gunaMilan = (groom: PartnerBirth, bride: PartnerBirth) => computeGunaMilan(moment(groom), moment(bride));

// ---------------------------------------------------------------------------------------------------------------
// Buying through the order path.
// ---------------------------------------------------------------------------------------------------------------
type ItemKey = 'tool-compatibility' | 'match-basic' | 'match-detailed' | 'match-premium';
const CATALOGUE: Record<ItemKey, { service: string; packageName: string }> = {
  'tool-compatibility': { service: 'compatibility', packageName: 'Compatibility Report' },
  'match-basic': { service: 'match-making', packageName: 'Basic Match Analysis' },
  'match-detailed': { service: 'match-making', packageName: 'Detailed Compatibility' },
  'match-premium': { service: 'match-making', packageName: 'Premium Match Making' },
};

interface Delivered {
  itemKey: ItemKey;
  order: OrderDetail;
  /** The PDF's text, whitespace runs folded to one space (lines wrap anywhere). */
  text: string;
  /** The PDF's text as laid out (tables keep their rows). */
  layout: string;
  view: DeliverableView;
  headings: string[];
  pdf: Buffer;
  expected: GunaMilanResponse;
  groom: PartnerBirth;
  bride: PartnerBirth;
}

function pdfLayoutText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'astrosetu-match-pdf-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
}

const fold = (text: string) => text.replace(/\s+/g, ' ');

async function buyAndReceive(itemKey: ItemKey, inputs: Record<string, unknown>, couple: { groom: PartnerBirth; bride: PartnerBirth }): Promise<Delivered> {
  const customer = await t.current.registerUser();
  const payment = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/service/create', { ...CATALOGUE[itemKey], inputs }, customer.token);
  expect(payment.status).toBe(201);
  await postCallback(t.current, gatewayAnswer(t.current, payment.body));
  await t.current.server.services.fulfilment.queue.idle();
  const order = (await t.current.api<OrderDetail>('GET', `/api/payment/orders/${payment.body.txnid}`, undefined, customer.token)).body;
  expect(order.item?.key).toBe(itemKey);
  expect(order.fulfilment?.status).toBe('delivered');
  const response = await fetch(`${t.current.url}${order.fulfilment?.deliverable?.downloadUrl}`, { headers: { authorization: `Bearer ${customer.token}` } });
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const pdf = Buffer.from(await response.arrayBuffer());
  const layout = pdfLayoutText(pdf);
  const view = order.fulfilment!.deliverable!.view as DeliverableView;
  return { itemKey, order, pdf, layout, text: fold(layout), view, headings: view.sections.map((section) => section.heading), expected: gunaMilan(couple.groom, couple.bride), ...couple };
}

/** Each item bought once for Ravi and Lakshmi (all four doshas), in parallel with the others. */
const bought = new Map<ItemKey, Promise<Delivered>>();
const delivered = (itemKey: ItemKey) => {
  if (!bought.has(itemKey)) bought.set(itemKey, buyAndReceive(itemKey, { groom: ravi, bride: lakshmi }, { groom: ravi, bride: lakshmi }));
  return bought.get(itemKey)!;
};

// ---------------------------------------------------------------------------------------------------------------
// What each promise means in the delivered PDF.
// ---------------------------------------------------------------------------------------------------------------
type Check = (delivered: Delivered) => void | Promise<void>;

const gunaMilanIsDelivered: Check = ({ layout, text, expected }) => {
  expect(text).toContain('Guna milan at a glance');
  for (const koota of expected.kootas) expect(layout).toMatch(new RegExp(`\\n${koota.name} .*\\s${koota.points}\\s*/\\s*${koota.maxPoints}\\n`));
  expect(layout).toMatch(new RegExp(`Total\\s+${expected.total}\\s*/\\s*36`));
  expect(text).toContain('The eight kootas explained');
};

const mangalDoshaOfBoth: Check = ({ text, groom, bride, expected }) => {
  expect(text).toContain('Manglik (Mangal dosha)');
  const status = (effective: boolean) => (effective ? ': manglik.' : /: (not manglik|manglik by position, but cancelled)\./);
  for (const [person, summary] of [[groom, expected.boy], [bride, expected.girl]] as const) {
    const line = text.slice(text.indexOf(`${person.name}: `, text.indexOf('Manglik (Mangal dosha)')));
    expect(line.slice(person.name.length, person.name.length + 40)).toMatch(status(summary.mangalDosha.effective));
  }
};

const REMEDY_TITLES = {
  nadi: 'Nadi dosha (both have the',
  bhakoot: 'Bhakoot dosha (the Moon signs stand',
  gana: 'Gana dosha (',
  manglik: 'Mangal dosha (',
} as const;
const CAVEAT = 'These remedies are traditional practices recorded in the classical and almanac literature, not guarantees of any outcome. Consult an astrologer';

/** The doshas the engine finds for the couple, each of which must have its remedies (and no other may). */
function doshasOf(expected: GunaMilanResponse): Record<keyof typeof REMEDY_TITLES, boolean> {
  const points = Object.fromEntries(expected.kootas.map((koota) => [koota.name, koota.points]));
  return {
    nadi: points.Nadi === 0 && !expected.doshas[0].cancelled,
    bhakoot: points.Bhakoot === 0 && !expected.doshas[1].cancelled,
    gana: points.Gana <= 1,
    manglik: expected.boy.mangalDosha.effective !== expected.girl.mangalDosha.effective,
  };
}

const remediesForEachDoshaFound: Check = ({ text, view, expected, groom, bride }) => {
  expect(text).toContain('Remedies for the doshas found');
  const found = doshasOf(expected);
  for (const [dosha, present] of Object.entries(found) as Array<[keyof typeof REMEDY_TITLES, boolean]>) {
    if (present) expect(text).toContain(REMEDY_TITLES[dosha]);
    else expect(text).not.toContain(REMEDY_TITLES[dosha]);
  }
  if (found.nadi) expect(text).toMatch(/Mahamrityunjaya japa .*Gau daan/);
  if (found.bhakoot) expect(text).toContain('Bhakoot dosha shanti puja');
  if (found.gana) expect(text).toContain('Worship of Shiva and Parvati together');
  if (found.manglik) {
    const groomIsManglik = expected.boy.mangalDosha.effective;
    expect(text).toContain(`Mangal dosha (${(groomIsManglik ? groom : bride).name} is manglik and the partner is not)`);
    expect(text).toContain(groomIsManglik ? 'Arka vivah: before the wedding the groom' : 'Kumbh vivah: before the wedding the bride');
    expect(text).toContain('Worship of Hanuman on Tuesdays');
  }
  expect(text).toContain(CAVEAT);
  // The same remedies on the site: the view the order page renders.
  const remedies = view.sections.find((section) => section.heading === 'Remedies for the doshas found')!;
  expect(remedies.blocks.some((block) => block.kind === 'list')).toBe(Object.values(found).some(Boolean));
  expect(JSON.stringify(remedies.blocks)).toContain('not guarantees of any outcome');
};

const headingsOf = async (itemKey: ItemKey) => (await delivered(itemKey)).headings;

const PDF_PROMISES: Record<string, Check> = {
  // Compatibility Report (tool).
  'services.tools.compatibility.features.0': gunaMilanIsDelivered,
  'services.tools.compatibility.features.1': mangalDoshaOfBoth,
  'services.tools.compatibility.features.2': remediesForEachDoshaFound,
  // Basic Match Analysis.
  'match.packages.basic.features.0': gunaMilanIsDelivered,
  'match.packages.basic.features.1': mangalDoshaOfBoth,
  'match.packages.basic.features.2': ({ pdf, text }) => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toMatch(/Verdict \d+(\.5)? of 36 gunas/);
  },
  // Detailed Compatibility.
  'match.packages.detailed.features.0': async ({ headings }) => expect(headings).toEqual(expect.arrayContaining(await headingsOf('match-basic'))),
  'match.packages.detailed.features.1': ({ text, view, groom, bride }) => {
    const charts = view.sections.find((section) => section.heading === 'Both birth charts')!.blocks.filter((block) => block.kind === 'chart');
    expect(charts.map((chart) => chart.kind === 'chart' && chart.title)).toEqual([`${groom.name}: D1`, `${bride.name}: D1`]);
    expect(text).toMatch(/Nadi and Bhakoot doshas Nadi Dosha: .*Bhakoot Dosha: /);
  },
  'match.packages.detailed.features.2': remediesForEachDoshaFound,
  // Premium Match Making.
  'match.packages.premium.features.0': async ({ headings }) => expect(headings).toEqual(expect.arrayContaining(await headingsOf('match-detailed'))),
  'match.packages.premium.features.1': ({ text, view, groom, bride }) => {
    const navamsa = view.sections.find((section) => section.heading === 'Navamsa (D9) charts')!;
    expect(navamsa.blocks.filter((block) => block.kind === 'chart').map((chart) => chart.kind === 'chart' && chart.title)).toEqual([`${groom.name}: D9`, `${bride.name}: D9`]);
    expect(text).toContain('The next five years of both dashas');
    const table = view.sections.find((section) => section.heading === 'The next five years of both dashas')!.blocks.find((block) => block.kind === 'table');
    expect(table?.kind === 'table' && table.columns.slice(2, 4)).toEqual([groom.name, bride.name]);
    expect(table?.kind === 'table' && table.rows.length).toBeGreaterThan(3);
  },
};

/**
 * Card lines delivered outside this PDF check, each proved by its own helper's work: the consultation vouchers
 * (a voucher on the account) and the wedding muhurat (its own section of the Premium PDF). Whoever delivers one
 * replaces its sentence below with a Check (the same signature as PDF_PROMISES: it receives the paid order, its
 * PDF text and view), or names the test file that proves it.
 */
const DELIVERED_ELSEWHERE: Record<string, Check | string> = {
  'match.packages.detailed.features.3': '30-minute consultation: the consultation voucher put on the account when the order is paid',
  // The rows against the engine and the rules against published almanac dates: api/src/modules/deliverables/content/
  // wedding-muhurta.test.ts and api/src/astrology/muhurta/vivah-muhurta.test.ts (docs/muhurta.md).
  'match.packages.premium.features.2': ({ text, view, bride }) => {
    const heading = 'Wedding muhurtas for the next 12 months';
    expect(text).toContain(heading);
    expect(text).toContain(`Computed for ${bride.birthPlace}, the bride's birth place`);
    expect(text).toContain('Chandrashtama is left out for both of you');
    const table = view.sections.find((section) => section.heading === heading)!.blocks.find((block) => block.kind === 'table');
    expect(table?.kind === 'table' && table.columns).toEqual(['Date', 'Window', 'Nakshatra', 'Tithi', 'Pure lagnas']);
    expect(table?.kind === 'table' && table.rows.length).toBeGreaterThan(10);
  },
  'match.packages.premium.features.3': 'Follow-up consultation: the follow-up voucher put on the account when the order is paid',
};

// ---------------------------------------------------------------------------------------------------------------
// The cards as the site prints them (mf-content's English catalogue).
// ---------------------------------------------------------------------------------------------------------------
const content = JSON.parse(readFileSync(join(__dirname, '../../mf-content/src/locales/en.json'), 'utf8')) as Record<string, unknown>;
const at = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], content);
const CARDS: Record<ItemKey, string> = {
  'tool-compatibility': 'services.tools.compatibility',
  'match-basic': 'match.packages.basic',
  'match-detailed': 'match.packages.detailed',
  'match-premium': 'match.packages.premium',
};
const cardLines = (itemKey: ItemKey) => Object.keys(at(`${CARDS[itemKey]}.features`) as Record<string, string>).map((index) => `${CARDS[itemKey]}.features.${index}`);
const checkedHere = (Object.keys(CARDS) as ItemKey[]).flatMap((itemKey) => cardLines(itemKey).filter((key) => key in PDF_PROMISES || typeof DELIVERED_ELSEWHERE[key] === 'function').map((key) => [itemKey, key, at(key) as string] as const));

describe('the match-making cards: every line is in what the order delivers', () => {
  it('Ravi and Lakshmi have all four doshas, so every remedy the cards promise is put to the test', () => {
    expect(doshasOf(gunaMilan(ravi, lakshmi))).toEqual({ nadi: true, bhakoot: true, gana: true, manglik: true });
    expect(gunaMilan(ravi, lakshmi).girl.mangalDosha.effective).toBe(true);
  });

  it('every line of the four cards has a check (here, or named as delivered elsewhere)', () => {
    for (const itemKey of Object.keys(CARDS) as ItemKey[]) {
      for (const key of cardLines(itemKey)) expect({ key, line: at(key), checked: key in PDF_PROMISES || key in DELIVERED_ELSEWHERE }).toEqual({ key, line: at(key), checked: true });
    }
  });

  it.each(checkedHere)('%s: "%s" (%s)', async (itemKey, key) => {
    const check = PDF_PROMISES[key] ?? (DELIVERED_ELSEWHERE[key] as Check);
    await check(await delivered(itemKey));
  }, 120_000);

  it('the section headings promise no astrologer over engine output', () => {
    for (const key of ['match.meta.subtitle', 'match.packagesSubtitle', 'match.packages.detailed.description', 'match.steps.2.title', 'match.steps.2.text', 'match.steps.3.text']) {
      expect({ key, text: at(key) }).toEqual({ key, text: expect.not.stringMatching(/astrologer|expert/i) });
    }
  });
});

describe('the match-making forms name the groom and the bride, and the engine and the PDF follow them', () => {
  const rowsOf = (layout: string) => ({ groom: /\nGroom {2,}(.+)\n/.exec(layout)?.[1], bride: /\nBride {2,}(.+)\n/.exec(layout)?.[1] });
  /** A row of the koota table: the groom's side, the bride's side and the points ('0.5 / 2' read as '0.5/2'). */
  const kootaRow = (layout: string, name: string) => {
    const row = new RegExp(`\\n${name} {2,}(\\S+) {2,}(\\S+) {2,}(\\S+ ?/ ?\\d)`).exec(layout);
    return row ? [row[1], row[2], row[3].replace(/ /g, '')] : undefined;
  };

  it('when the same couple is bought with the roles swapped, then each PDF reads its groom\'s side from the groom the form named', async () => {
    const [asOrdered, swapped] = await Promise.all([
      buyAndReceive('match-basic', { groom: vikram, bride: asha }, { groom: vikram, bride: asha }),
      buyAndReceive('match-basic', { groom: asha, bride: vikram }, { groom: asha, bride: vikram }),
    ]);
    expect(asOrdered.order.inputs).toMatchObject({ groom: { name: 'Vikram Iyer' }, bride: { name: 'Asha Rao' } });
    expect(rowsOf(asOrdered.layout)).toEqual({ groom: 'Vikram Iyer', bride: 'Asha Rao' });
    expect(rowsOf(swapped.layout)).toEqual({ groom: 'Asha Rao', bride: 'Vikram Iyer' });
    expect(asOrdered.layout).toMatch(/Koota +Groom's side +Bride's side +Points/);
    for (const delivery of [asOrdered, swapped]) {
      // Tara's values are sentences ('Ashwini (Kshema from the bride)'); its points are in the total.
      for (const koota of delivery.expected.kootas.filter((entry) => entry.name !== 'Tara')) {
        expect(kootaRow(delivery.layout, koota.name)).toEqual([koota.boy, koota.girl, `${koota.points}/${koota.maxPoints}`]);
      }
    }
    // The roles matter: Varna is given when the groom's varna is not below the bride's.
    const varna = (delivery: Delivered) => delivery.expected.kootas.find((koota) => koota.name === 'Varna')!.points;
    expect([varna(asOrdered), varna(swapped)]).toEqual([1, 0]);
    expect(kootaRow(asOrdered.layout, 'Varna')?.[2]).toBe('1/1');
    expect(kootaRow(swapped.layout, 'Varna')?.[2]).toBe('0/1');
  }, 180_000);

  it('when an order stored before the change carries first and second with genders, then the man is read as the groom', async () => {
    const legacy = await buyAndReceive(
      'match-basic',
      { first: { ...asha, gender: 'female' }, second: { ...vikram, gender: 'male' } },
      { groom: vikram, bride: asha },
    );
    expect(legacy.order.inputs).toMatchObject({ groom: { name: 'Vikram Iyer' }, bride: { name: 'Asha Rao' } });
    expect(rowsOf(legacy.layout)).toEqual({ groom: 'Vikram Iyer', bride: 'Asha Rao' });
    expect(legacy.layout).toMatch(new RegExp(`Total\\s+${gunaMilan(vikram, asha).total}\\s*/\\s*36`));
  }, 120_000);

  it('only the doshas found get remedies: Vikram and Asha have Nadi dosha and his Mangal dosha, no Bhakoot or Gana dosha', async () => {
    const report = await buyAndReceive('tool-compatibility', { groom: vikram, bride: asha }, { groom: vikram, bride: asha });
    expect(doshasOf(report.expected)).toEqual({ nadi: true, bhakoot: false, gana: false, manglik: true });
    await remediesForEachDoshaFound(report);
  }, 120_000);
});

describe('the remedies in Hindi and Tamil', () => {
  const REMEDIES: Record<'hi' | 'ta', { heading: string; lines: string[]; caveat: string }> = {
    hi: { heading: 'पाए गए दोषों के उपाय', lines: ['नाड़ी दोष (', 'भकूट दोष (', 'गण दोष (', 'कुंभ विवाह:', 'ॐ क्रां क्रीं क्रौं सः भौमाय नमः'], caveat: 'किसी परिणाम की गारंटी नहीं' },
    ta: { heading: 'கண்டறியப்பட்ட தோஷங்களுக்கான பரிகாரங்கள்', lines: ['நாடி தோஷம் (', 'பகூட் தோஷம் (', 'கண தோஷம் (', 'கும்ப விவாகம்:', 'ஓம் க்ராம் க்ரீம் க்ரௌம் ஸஃ பௌமாய நமஃ'], caveat: 'எந்த விளைவுக்கும் உத்தரவாதம் அல்ல' },
  };

  it.each(['hi', 'ta'] as const)('when Detailed is ordered in %s, then every remedy of Ravi and Lakshmi is printed in that language, in its script', async (language) => {
    const built = await buildDeliverable('match-detailed', { groom: ravi, bride: lakshmi }, { reference: 'TXN-MATCH-LANG', generatedAt: new Date('2026-11-24T04:00:00Z'), customerName: 'Ravi Kulkarni', language });
    const text = fold(pdfLayoutText(built.pdf));
    const expected = REMEDIES[language];
    for (const line of [expected.heading, ...expected.lines, expected.caveat]) expect(text).toContain(line);
    const remedies = built.view.sections.find((section) => section.heading === expected.heading)!;
    const words = remedies.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.kind === 'list' ? block.items : [])).join(' ');
    expect(missingGlyphs(words)).toEqual([]);
    // Nothing left in English but the bride's name as the customer typed it.
    expect(words.replaceAll(lakshmi.name, '')).not.toMatch(/[A-Za-z]{2,}/);
  }, 120_000);
});
