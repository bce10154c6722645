import { deliverableItems } from '@astrosetu/contracts';
import { asha, blocksOf, cardList, cardText, checklistTexts, expectEveryLineDelivered, setupCardPromises, viewOf } from './card-promises-support';

/**
 * Issue 32: every line of the Divination page's four services (mf-content divination.services.*: the features
 * and the What You'll Receive list shown beside Purchase Service) is what the paid order gives. Birth chart,
 * numerology and tarot are computed and their PDF read back; palmistry is written by an astrologer, whose queue
 * task lists the card's promises.
 */

jest.setTimeout(120_000);

const cards = setupCardPromises();
const { t } = cards;

const lines = (service: string) => [...cardList(`divination.services.${service}.features`), ...cardList(`divination.services.${service}.receive`)];

describe('divination service cards: every line is in what the order delivers', () => {
  it('Vedic Birth Chart (₹499): the charts, tables, nakshatra, 5 years of dasha and a computed written reading with remedies', async () => {
    const customer = await t.current.registerUser();
    const order = await cards.buyService(customer.token, { service: 'birth-chart', packageName: 'Divination Birth Chart', inputs: { person: asha } });
    const text = await cards.deliveredText(order, customer.token);
    expectEveryLineDelivered(lines('birth-chart'), [
      ['Sidereal (Lahiri) planetary positions', ['Lahiri (Chitrapaksha)', 'Planetary positions']],
      ["Each planet's nakshatra and pada", ['Nakshatra (pada)', /Sun \w+ [\d°'" ]+ \d+ [\w ]+ \(\d\)/]],
      ['Vimshottari dasha periods', ['Mahadasha', 'Antardasha']],
      ['Yogas and doshas checked by rule', ['Yogas in your chart', 'Yogas checked and not formed', 'Doshas and their cancellations']],
      ['Lagna, Moon and navamsa (D9) charts, North Indian style', ['Lagna chart (D1)', 'Moon chart (Chandra lagna)', 'Navamsa (D9)', 'North Indian style']],
      ["The planet table and your janma nakshatra's details", ['Planetary positions', 'Your janma nakshatra', 'Gana', 'Nadi', 'Yoni']],
      ['Your dashas for the next 5 years, with what each lord brings', [/Your dashas from \d{1,2} \w{3} (\d{4}) to \d{1,2} \w{3} \d{4}/, /(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu) periods\./]],
      // Asha's chart has an effective Mangal dosha: its classical remedies are printed, with the caveat.
      ['A written reading computed from your chart: yogas, and doshas with remedies where one applies', ['Yogas in your chart', 'Mangal Dosha', 'Traditional remedies for Mangal Dosha']],
    ], text);
    expect(blocksOf(viewOf(order), 'chart')).toHaveLength(3);
    const span = /Your dashas from \d{1,2} \w{3} (\d{4}) to \d{1,2} \w{3} (\d{4})/.exec(text.replace(/\s+/g, ' '));
    expect(Number(span?.[2]) - Number(span?.[1])).toBe(5);
    expect(text).not.toMatch(/by an astrologer/i);
  });

  it('Numerology (₹199): the four core numbers explained, how they agree, master numbers kept, the working, kept in Purchases', async () => {
    const customer = await t.current.registerUser();
    // 'Asha' adds up to 11: a master number, kept and read as one.
    const order = await cards.buyService(customer.token, { service: 'numerology', packageName: 'Numerology Reading', inputs: { fullName: 'Asha', birthDate: '1990-05-15' } });
    const text = await cards.deliveredText(order, customer.token);
    expectEveryLineDelivered(lines('numerology'), [
      ['Life path and destiny numbers', [/Life path \d+, from your full birth date/, /Destiny \d+ \(a master number\), from every letter of your name/]],
      ['Soul urge and personality numbers', [/Soul urge \d+, from the vowels/, /Personality \d+, from the consonants/]],
      ['How your numbers agree or pull apart', [/Your soul urge (and personality agree|\(\d+\) and personality \(\d+\) differ)/]],
      ['Master numbers 11, 22 and 33 kept and read', ['masters 11, 22, 33 kept', 'Destiny 11 (a master number)']],
      ['Your four core numbers, each explained', ['What they say about you', 'Life path', 'Destiny', 'Soul urge', 'Personality']],
      ['How each number is worked out from your name and birth date', ['How your numbers were counted', 'Letter values', 'Life path (birth date)']],
      ['A PDF and an on-site view, kept in Purchases', ['Numerology Reading']],
    ], text);
    expect(order.fulfilment?.deliverable).toMatchObject({ downloadUrl: `/api/payment/orders/${order.txnid}/deliverable`, viewUrl: `/purchases/${order.txnid}` });
    expect(viewOf(order).sections.length).toBeGreaterThan(0);
  });

  it('Tarot (₹349): the ten-card Celtic Cross, orientations, the outcome, the draw on record; the same reading opens again', async () => {
    const customer = await t.current.registerUser();
    const order = await cards.buyService(customer.token, { service: 'tarot', packageName: 'Tarot Reading', inputs: { name: 'Asha Rao', question: 'Will the new job suit me?' } });
    const text = await cards.deliveredText(order, customer.token);
    expectEveryLineDelivered(lines('tarot'), [
      ['The ten-card Celtic Cross spread', ['Tarot Reading: Celtic Cross', 'The spread']],
      ['Upright and reversed meanings', ['Orientation', /\b(upright|reversed)\b/]],
      ['The outcome card and where the spread leads', [/as the outcome, the spread moves from/]],
      ['Your reading kept in Purchases to open again', ['Will the new job suit me?']],
      ['Each card with its position and meaning', ['Each card in its position']],
      ['The whole spread read together, towards its outcome', ['The spread as a whole']],
      ["The draw on record: the random numbers used and each card's orientation", ['The draw, on record', 'Swap indices', 'Orientation bits for positions 1-10']],
    ], text);
    const spread = viewOf(order).sections.find((section) => section.blocks.some((block) => block.kind === 'table'))?.blocks.find((block) => block.kind === 'table');
    expect(spread?.kind === 'table' && spread.rows).toHaveLength(10);
    // Opened again from Purchases: the same draw, not a new one.
    const again = await cards.orderOf(order.txnid, customer.token);
    expect(viewOf(again)).toEqual(viewOf(order));
    expect(order.fulfilment?.deliverable?.viewUrl).toBe(`/purchases/${order.txnid}`);
    expect(text).not.toMatch(/tarot reader|live reading/i);
  });

  it('Palmistry (₹299): written by an astrologer from both photos; the queue task lists every line the card promises', async () => {
    const customer = await t.current.registerUser();
    const inputs = { leftPalm: await cards.uploadImage(customer.token), rightPalm: await cards.uploadImage(customer.token), dominantHand: 'right', question: 'Which career suits me?' };
    const order = await cards.buyService(customer.token, { service: 'palmistry', packageName: 'Palmistry Reading', inputs });
    expect(order.item).toMatchObject({ key: 'divination-palmistry', mode: 'astrologer' });
    expect(deliverableItems.find((item) => item.key === 'divination-palmistry')?.dueHours).toBe(48);
    const task = await cards.claimTask(order.txnid);
    expect(task.images.map((image) => image.field)).toEqual(['leftPalm', 'rightPalm']);
    // Features (lines, mounts, shape, marks) and the guidance the card promises are the astrologer's checklist;
    // the other two receive lines are the mode itself (an astrologer, 48 hours, refunded if late).
    const [byAstrologer, guidance, refund] = cardList('divination.services.palmistry.receive');
    expect(checklistTexts(task.checklist)).toEqual([...cardList('divination.services.palmistry.features'), guidance]);
    expect(byAstrologer).toMatch(/by an astrologer .* within 48 hours/);
    expect(refund).toMatch(/Refunded to your wallet/);
  });

  it('the page says which readings are computed and which an astrologer writes', () => {
    expect(cardText('divination.page.subtitle')).toMatch(/palmistry is read by an astrologer; the others are computed for you/);
    const astrologer = deliverableItems.filter((item) => item.key.startsWith('divination-') && item.mode === 'astrologer').map((item) => item.key);
    expect(astrologer).toEqual(['divination-palmistry']);
  });
});
