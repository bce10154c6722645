import { deliverableItems } from '@astrosetu/contracts';
import { asha, blocksOf, cardList, cardText, checklistTexts, expectEveryLineDelivered, setupCardPromises, viewOf } from './card-promises-support';

/**
 * Issue 32: every line of the Astrology Tools page's service cards (mf-content services.tools.*) is what the
 * order gives. Daily Horoscope and Compatibility have their own tests. The automatic items are bought and their
 * delivered PDF read back; vastu and remedies, written by an astrologer, must reach the fulfilment queue with
 * the card's lines as the astrologer's checklist.
 */

jest.setTimeout(120_000);

const cards = setupCardPromises();
const { t } = cards;

/** The card as the page shows it: the description, then the three features. */
const cardLines = (service: string) => [cardText(`services.tools.${service}.description`), ...cardList(`services.tools.${service}.features`)];

const thisYearInIndia = () => Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date()));

describe('tool service cards: every line is in what the order delivers', () => {
  it('Birth Chart Analysis (₹299): lagna, Moon and navamsa charts, the dasha timeline and the written interpretation are in the PDF', async () => {
    const customer = await t.current.registerUser();
    const order = await cards.buyService(customer.token, { service: 'birth-chart', packageName: 'Birth Chart Analysis', inputs: { person: asha } });
    const text = await cards.deliveredText(order, customer.token);
    expectEveryLineDelivered(cardLines('birth-chart'), [
      ['Your kundli computed from your birth and explained: planets, houses, the navamsa and your dasha timeline.',
        ['The planets in your chart', 'The twelve houses', 'Navamsa (D9)', 'Vimshottari dasha: mahadashas']],
      ['Lagna, Moon and Navamsa charts', ['Lagna chart (D1)', 'Moon chart (Chandra lagna)', 'Navamsa (D9)', /Your navamsa lagna is \w+/]],
      // Every mahadasha of the life with the running one marked, then the antardashas of the next 5 years.
      ['Dasha timeline', ['Vimshottari dasha: mahadashas', /\w+ \(running\)/, /Your dashas from \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}/]],
      ['Each planet and house interpreted', ['The planets in your chart', /Sun in \w+, \d+(st|nd|rd|th) house\./, 'The twelve houses']],
    ], text);
    // The three charts are drawn (not only named): the on-site view holds them as images.
    const view = viewOf(order);
    expect(blocksOf(view, 'chart').map((block) => block.kind === 'chart' && block.title)).toEqual(['Lagna chart (D1)', 'Moon chart (Chandra lagna)', 'Navamsa (D9)']);
    // The antardasha table covers the coming years: at least one row per year ahead.
    const antardashas = view.sections.find((section) => section.heading.startsWith('Your dashas from'))?.blocks.find((block) => block.kind === 'table');
    expect(antardashas?.kind === 'table' && antardashas.rows.length).toBeGreaterThanOrEqual(3);
    expect(text).not.toMatch(/by an astrologer/i);
  });

  it('Advanced Calculations (₹799): KP cusps and significators, divisional charts and three levels of dasha are in the PDF', async () => {
    const customer = await t.current.registerUser();
    const order = await cards.buyService(customer.token, { service: 'advanced-calculations', packageName: 'Advanced Calculations', inputs: { person: asha } });
    const text = await cards.deliveredText(order, customer.token);
    expectEveryLineDelivered(cardLines('advanced-calculations'), [
      ['KP cusps and sub-lords, cuspal analysis, divisional charts and three levels of Vimshottari dasha.',
        ['KP cusps (Placidus, Krishnamurti ayanamsa)', 'Sub lord', 'Cuspal wealth', 'Divisional charts', 'Pratyantardashas of']],
      ['KP cusps and significators', ['KP cusps', 'KP planets and significators', 'Signifies houses']],
      ['Divisional charts', ['Divisional charts', 'Navamsa (D9)', 'Dashamsa (D10)']],
      ['Mahadasha, antardasha and pratyantardasha', ['Vimshottari dasha: mahadashas', 'Antardashas of', 'Pratyantardashas of']],
    ], text);
  });

  it('Panchang (₹199): a month of tithi, nakshatra, yoga, karana, sunrise, sunset and Rahu Kalam, and its vrat days', async () => {
    const customer = await t.current.registerUser();
    // December 2026 at Pune: Purnima begins after the 23rd's sunrise and ends before the 24th's (a kshaya tithi).
    const month = '2026-12';
    const order = await cards.buyService(customer.token, { service: 'panchang', packageName: 'Panchang', inputs: { place: 'Pune, Maharashtra', latitude: 18.5196, longitude: 73.8554, month } });
    const text = await cards.deliveredText(order, customer.token);
    expectEveryLineDelivered(cardLines('panchang'), [
      ["A month of panchang for your place: every day's tithi, nakshatra, yoga and karana with sunrise, sunset and Rahu Kalam.",
        ['Tithi', 'Nakshatra', 'Yoga', 'Karana', 'Sunrise', 'Rahu Kalam', '1 Dec', '31 Dec']],
      ['Tithi, nakshatra, yoga, karana', ['Tithi', 'Nakshatra', 'Yoga', 'Karana']],
      ["The month's vrat days listed", ['Days to note', 'Ekadashi, the traditional fast of Vishnu', 'Amavasya, new Moon',
        // No sunrise sees this Purnima: it is noted on the day it runs.
        /Wednesday 23 December: Shukla Purnima \(from \d{2}:\d{2}: a kshaya tithi, ending before the next sunrise\), full Moon/]],
      ['Sunrise, sunset and Rahu Kalam', ['Sunrise', /\d{2}:\d{2} \/ \d{2}:\d{2}/, 'Rahu Kalam', /\d{2}:\d{2}-\d{2}:\d{2}/]],
    ], text);
  });

  it('Numerology (₹249): core numbers, challenges, lucky and compatible numbers and three personal years', async () => {
    const customer = await t.current.registerUser();
    const order = await cards.buyService(customer.token, { service: 'numerology', packageName: 'Numerology', inputs: { fullName: 'Asha Rao', birthDate: '1990-05-15' } });
    const text = await cards.deliveredText(order, customer.token);
    const year = thisYearInIndia();
    expectEveryLineDelivered(cardLines('numerology'), [
      ['Your name and birth numbers analysed: core numbers, challenges, lucky numbers and three personal years.',
        ['Life path', 'Destiny', 'Soul urge', 'Personality', 'Challenge numbers', 'Lucky numbers', 'Your personal years']],
      ['Life path and destiny numbers', [/Life path \d+, from your full birth date/, /Destiny \d+, from every letter of your name/]],
      ['Lucky and compatible numbers', [/Lucky numbers [\d, ]+/, /Compatible numbers/]],
      ['Personal-year forecasts for three years', [`${year}: personal year`, `${year + 1}: personal year`, `${year + 2}: personal year`]],
    ], text);
  });

  it.each([
    ['vastu', 'Vastu', 'tool-vastu'],
    ['remedies', 'Remedies', 'tool-remedies'],
  ])('%s: written by an astrologer; the queue task shows the astrologer every feature of the card as the checklist', async (service, packageName, itemKey) => {
    const customer = await t.current.registerUser();
    const inputs = service === 'vastu'
      ? { floorPlan: await cards.uploadImage(customer.token), facing: 'NE', propertyType: 'home', concern: 'The kitchen is in the north-east.' }
      : { person: asha, concern: 'Repeated delays in my career and money worries.' };
    const order = await cards.buyService(customer.token, { service, packageName, inputs });
    expect(order.item).toMatchObject({ key: itemKey, mode: 'astrologer' });
    expect(order.fulfilment).toMatchObject({ status: 'in-progress', dueBy: expect.any(String) });
    expect(deliverableItems.find((item) => item.key === itemKey)?.dueHours).toBe(48);

    const task = await cards.claimTask(order.txnid);
    expect(task.itemKey).toBe(itemKey);
    // The card's description says an astrologer writes it; its three features are the astrologer's checklist.
    expect(cardText(`services.tools.${service}.description`)).toMatch(/^An astrologer /);
    expect(checklistTexts(task.checklist)).toEqual(cardList(`services.tools.${service}.features`));
  });

  it('the section heading says the reports are computed, and names the two written by an astrologer', () => {
    expect(cardText('tools.premium.subtitle')).not.toMatch(/prepared .*by .*astrologers/i);
    const written = deliverableItems.filter((item) => item.key.startsWith('tool-') && item.mode === 'astrologer').map((item) => item.key).sort();
    expect(written).toEqual(['tool-remedies', 'tool-vastu']);
    expect(cardText('tools.premium.subtitle')).toMatch(/vastu and remedies are written for you by an astrologer/);
  });
});
