import { cataloguePriceInPaise, currentCataloguePrices, reportCatalogue, type CataloguePricesResponse } from '@astrosetu/contracts';
import { priceHistoryRepository } from '../src/modules/catalogue-prices/price-history.repository';
import { recordCataloguePrices } from '../src/modules/catalogue-prices/use-cases/record-catalogue-prices';
import { setupTestServer } from './harness';

const t = setupTestServer();
const DAY = 86_400_000;
const IST_OFFSET = 330 * 60_000;

/** IST midnight `days` days before today (the server counts whole IST days). */
function istMidnightDaysAgo(days: number): Date {
  const today = Math.floor((Date.now() + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
  return new Date(today - days * DAY);
}

async function prices(): Promise<Map<string, CataloguePricesResponse['items'][number]>> {
  const response = await t.current.api<CataloguePricesResponse>('GET', '/api/catalogue/prices');
  expect(response.status).toBe(200);
  return new Map(response.body.items.map((item) => [item.key, item]));
}

describe('GET /api/catalogue/prices (reference prices from the recorded price history)', () => {
  it('when the site has just been installed, then all 21 items answer their catalogue price and none a reference price', async () => {
    const answered = await prices();
    expect(answered.size).toBe(21);
    expect(answered.get('report-basic')).toEqual({ key: 'report-basic', price: cataloguePriceInPaise(reportCatalogue.basic.price) });
    for (const { key, price } of currentCataloguePrices()) {
      expect(answered.get(key)).toEqual({ key, price });
    }
    // The start recorded each current price once: that is the whole history.
    const history = await priceHistoryRepository.listAll();
    expect(history).toHaveLength(21);
    expect(new Set(history.map((row) => row.itemKey)).size).toBe(21);
  });

  it('when the server starts again with the same catalogue, then nothing new is recorded', async () => {
    expect(await recordCataloguePrices()).toBe(0);
    expect(await priceHistoryRepository.listAll()).toHaveLength(21);
  });

  it('when a higher price was charged on 30 whole days of the last 90, then it is the reference price; on 29, there is none', async () => {
    const current = new Map(currentCataloguePrices().map((item) => [item.key, item.price]));
    const birthChart = current.get('tool-birth-chart')!;
    const panchang = current.get('tool-panchang')!;
    await priceHistoryRepository.add([
      // Birth chart: ₹200 more throughout IST days -90 .. -61 (30 days), the current price from day -60.
      { itemKey: 'tool-birth-chart', price: birthChart + 20_000, from: istMidnightDaysAgo(120) },
      { itemKey: 'tool-birth-chart', price: birthChart, from: istMidnightDaysAgo(60) },
      // Panchang: ₹100 more on days -90 .. -62 only (29 days).
      { itemKey: 'tool-panchang', price: panchang + 10_000, from: istMidnightDaysAgo(120) },
      { itemKey: 'tool-panchang', price: panchang, from: istMidnightDaysAgo(61) },
    ]);
    const answered = await prices();
    expect(answered.get('tool-birth-chart')).toEqual({ key: 'tool-birth-chart', price: birthChart, referencePrice: birthChart + 20_000 });
    expect(answered.get('tool-panchang')).toEqual({ key: 'tool-panchang', price: panchang });
    expect([...answered.values()].filter((item) => item.referencePrice !== undefined).map((item) => item.key)).toEqual(['tool-birth-chart']);
  });

  it('when the higher price was charged long ago (before the 90 days) or was lower, then there is none', async () => {
    const current = new Map(currentCataloguePrices().map((item) => [item.key, item.price]));
    const vastu = current.get('tool-vastu')!;
    const tarot = current.get('divination-tarot')!;
    await priceHistoryRepository.add([
      // Vastu: a higher price for a year, ended 91 days ago: none of its days is in the window.
      { itemKey: 'tool-vastu', price: vastu + 40_000, from: istMidnightDaysAgo(456) },
      { itemKey: 'tool-vastu', price: vastu, from: istMidnightDaysAgo(91) },
      // Tarot: a lower price for 80 days, then the current one (a rise is no saving).
      { itemKey: 'divination-tarot', price: tarot - 5_000, from: istMidnightDaysAgo(100) },
      { itemKey: 'divination-tarot', price: tarot, from: istMidnightDaysAgo(20) },
    ]);
    const answered = await prices();
    expect(answered.get('tool-vastu')).toEqual({ key: 'tool-vastu', price: vastu });
    expect(answered.get('divination-tarot')).toEqual({ key: 'divination-tarot', price: tarot });
  });

  it('when the catalogue price differs from the last recorded one (a price change shipped), then the next start records it', async () => {
    const current = new Map(currentCataloguePrices().map((item) => [item.key, item.price]));
    // As if the release before had sold Numerology at ₹50 more and recorded it on its start.
    await priceHistoryRepository.add([{ itemKey: 'tool-numerology', price: current.get('tool-numerology')! + 5_000, from: new Date() }]);
    const before = (await priceHistoryRepository.listAll()).length;
    expect(await recordCataloguePrices()).toBe(1);
    const rows = (await priceHistoryRepository.listAll()).filter((row) => row.itemKey === 'tool-numerology');
    expect(rows.at(-1)?.price).toBe(current.get('tool-numerology'));
    expect((await priceHistoryRepository.listAll()).length).toBe(before + 1);
  });
});
