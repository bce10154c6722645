import { errorOf, setupTestServer } from './harness';

/**
 * Issue 33: query parameters are checked before any router reads them. An impossible date is a 400 naming the
 * parameter (it was a 500), and an operator-shaped or repeated parameter (?q[$ne]=, ?q=a&q=b) is a 400 instead of
 * being dropped without a word.
 */
const t = setupTestServer();
const delhi = 'latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata';

describe('date query parameters', () => {
  it('when an astrologer asks for a statement from month 13 or 31 February, then the answer is a 400 naming the parameter', async () => {
    const { token } = await t.current.loginAs('astrologer');
    const statement = (query: string) => t.current.api('GET', `/api/astrologer/earnings/statement?${query}`, undefined, token);

    const month13 = await statement('from=2024-13-01');
    expect(month13.status).toBe(400);
    expect(errorOf(month13)).toMatchObject({ message: 'from is not a real calendar date (check the month and the day)', fields: { from: expect.any(String) } });
    expect(errorOf(await statement('from=2024-01-01&to=2024-02-31')).fields).toEqual({ to: 'to is not a real calendar date (check the month and the day)' });
    expect(errorOf(await statement('from=2023-02-29')).fields).toEqual({ from: expect.stringContaining('not a real calendar date') });
    expect(errorOf(await statement('to=1st%20March')).fields).toEqual({ to: 'to must be a date written YYYY-MM-DD, for example 2024-12-01' });
    expect((await statement('from=2024-02-29&to=2024-03-31')).status).toBe(200);

    const summary = await t.current.api('GET', '/api/astrologer/earnings?groupBy=month&from=2024-00-10', undefined, token);
    expect(summary.status).toBe(400);
    expect(errorOf(summary).fields).toEqual({ from: expect.stringContaining('not a real calendar date') });
  });

  it('when a horoscope list or a panchang is asked for an impossible date, then the shared date check answers 400', async () => {
    for (const path of ['/api/horoscopes/daily?date=2025-02-30', `/api/panchang?date=2025-13-01&${delhi}`]) {
      const response = await t.current.api('GET', path);
      expect(response.status).toBe(400);
      expect(errorOf(response).fields).toEqual({ date: 'date is not a real calendar date (check the month and the day)' });
    }
  });

  it('when the request asks for Hindi, then the date message is in Hindi', async () => {
    const { token } = await t.current.loginAs('astrologer');
    const response = await t.current.raw('GET', '/api/astrologer/earnings/statement?from=2024-13-01', { headers: { authorization: `Bearer ${token}`, 'accept-language': 'hi' } });
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('from कैलेंडर की असली तारीख़ नहीं है (महीना और दिन जाँचें)');
  });
});

describe('query parameters given as objects or lists', () => {
  it('when a parameter is operator-shaped (?q[$ne]=), then the answer is a 400 naming it, on every router', async () => {
    const admin = await t.current.loginAs('admin');
    const astrologer = await t.current.loginAs('astrologer');
    const cases: Array<[string, string | undefined, string]> = [
      ['/api/admin/users?q[$ne]=', admin.token, 'q'],
      ['/api/admin/users?q[$regex]=.*&role=user', admin.token, 'q'],
      ['/api/astrologer/earnings/statement?from[$gt]=2024-01-01', astrologer.token, 'from'],
      ['/api/articles?category[]=love', undefined, 'category'],
      ['/api/horoscopes/daily?date[gte]=2025-01-01', undefined, 'date'],
    ];
    for (const [path, token, name] of cases) {
      const response = await t.current.api('GET', path, undefined, token);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(errorOf(response)).toMatchObject({ message: `query parameter ${name} must be a single value`, fields: { [name]: `query parameter ${name} must be a single value` } });
    }
  });

  it('when a parameter is repeated (?status=open&status=dismissed), then the answer is a 400 instead of a guess', async () => {
    const admin = await t.current.loginAs('admin');
    const response = await t.current.api('GET', '/api/admin/moderation/reports?status=open&status=dismissed', undefined, admin.token);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('query parameter status must be a single value');
  });

  it('when every parameter is one plain value, then the routes answer as before', async () => {
    const admin = await t.current.loginAs('admin');
    expect((await t.current.api('GET', '/api/admin/users?q=priya&role=user&page=1', undefined, admin.token)).status).toBe(200);
    expect((await t.current.api('GET', '/api/articles?category=love&limit=5')).status).toBe(200);
    expect((await t.current.api('GET', '/api/admin/moderation/reports?status=open', undefined, admin.token)).status).toBe(200);
  });
});
