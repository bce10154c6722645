import type { AuthResponse, ErrorBody, User } from '@astrosetu/contracts';
import { setupTestServer } from './harness';

/** Requests and answers in the visitor's language (issue 18): the language kept on the account, translated errors. */
const t = setupTestServer();

function json(body: unknown, headers: Record<string, string> = {}, token?: string): { body: string; headers: Record<string, string> } {
  return {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  };
}

describe('PUT /api/profile/language', () => {
  it('when a signed-in user chooses Hindi, then it is kept and /api/auth/me and the next login carry it', async () => {
    const { token, user } = await t.current.registerUser({ password: 'password123' });
    const saved = await t.current.api<User>('PUT', '/api/profile/language', { language: 'hi' }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.uiLanguage).toBe('hi');

    const me = await t.current.api<User>('GET', '/api/auth/me', undefined, token);
    expect(me.body.uiLanguage).toBe('hi');
    const login = await t.current.api<AuthResponse>('POST', '/api/auth/login', { email: user.email, password: 'password123' });
    expect(login.status).toBe(200);
    expect(login.body.user.uiLanguage).toBe('hi');
  });

  it('when the language is not offered, then 400 says so, in the language asked for', async () => {
    const { token } = await t.current.registerUser();
    const refused = await t.current.raw<ErrorBody>('PUT', '/api/profile/language', json({ language: 'fr' }, { 'accept-language': 'hi-IN,hi;q=0.9' }, token));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.language).toBe('साइट पर उपलब्ध भाषाओं में से एक चुनें');
    expect(refused.body.error.fieldErrors?.language).toEqual({ code: 'common.language', message: 'साइट पर उपलब्ध भाषाओं में से एक चुनें' });
    const me = await t.current.api<User>('GET', '/api/auth/me', undefined, token);
    expect(me.body.uiLanguage).toBeUndefined();
  });

  it('when no one is signed in, then 401', async () => {
    expect((await t.current.api('PUT', '/api/profile/language', { language: 'ta' })).status).toBe(401);
  });
});

describe('the language of an answer', () => {
  it('when Accept-Language asks for Hindi, then a 400 says its message and each field in Hindi, with the code and parameters', async () => {
    const response = await t.current.raw<ErrorBody>(
      'POST',
      '/api/auth/register',
      json({ username: 'A', email: 'not-an-email', password: '123', phone: '98' }, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-language')).toBe('hi');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
    const { error } = response.body;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({
      username: 'यूज़रनेम कम से कम 3 अक्षरों का होना चाहिए',
      email: 'ईमेल पता सही नहीं है',
      password: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
    });
    expect(error.fieldErrors?.email).toEqual({ code: 'email.invalid', message: 'ईमेल पता सही नहीं है' });
    expect(error.message).toBe(Object.values(error.fields ?? {})[0]);
  });

  it('when a field message has parameters, then they are given and filled in', async () => {
    const response = await t.current.raw<ErrorBody>(
      'POST',
      '/api/auth/register',
      json({ username: 'x'.repeat(51), email: 'someone@example.com', password: 'password123' }, { 'accept-language': 'ta' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors?.username).toEqual({
      code: 'username.max',
      params: { max: 50 },
      message: 'பயனர்பெயர் அதிகபட்சம் 50 எழுத்துகள் இருக்கலாம்',
    });
  });

  it('when ?lang=ta is in the address, then the API error is in Tamil and keeps its code', async () => {
    const response = await t.current.raw<ErrorBody>('POST', '/api/auth/login?lang=ta', json({ email: 'user@example.com', password: 'wrong-password' }));
    expect(response.status).toBe(401);
    expect(response.headers.get('content-language')).toBe('ta');
    expect(response.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு' });
  });

  it('when a customer without enough balance books in Tamil, then the 402 says the figures in Tamil', async () => {
    const { token } = await t.current.registerUser();
    const response = await t.current.raw<ErrorBody>('POST', '/api/consultations', json({ astrologerId: 1, duration: 10 }, { 'accept-language': 'ta-IN' }, token));
    expect(response.status).toBe(402);
    expect(response.body.error.code).toBe('INSUFFICIENT_BALANCE');
    expect(response.body.error.message).toMatch(/^வாலட்டில் போதுமான தொகை இல்லை: ₹\d+\.\d{2} தேவை, ₹0\.00 மட்டுமே உள்ளது\./);
  });

  it('when nothing asks for a language, then the answer is in English as before', async () => {
    const response = await t.current.api<ErrorBody>('GET', '/api/astrologers/999999');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-language')).toBe('en');
    expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: 'Astrologer not found' });
    const hindi = await t.current.raw<ErrorBody>('GET', '/api/astrologers/999999', { headers: { 'accept-language': 'hi' } });
    expect(hindi.body.error).toEqual({ code: 'NOT_FOUND', message: 'ज्योतिषी नहीं मिले' });
  });
});
