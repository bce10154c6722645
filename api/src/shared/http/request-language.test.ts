import { explicitRequestLanguage, requestLanguage } from './request-language';

const request = (query: Record<string, unknown>, acceptLanguage?: string) => ({ query, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

describe('requestLanguage', () => {
  it('when ?lang= names an offered language, then it wins over the header', () => {
    expect(requestLanguage(request({ lang: 'ta' }, 'hi-IN'))).toBe('ta');
  });
  it('when the header ranks languages, then the offered one with the highest q is taken', () => {
    expect(requestLanguage(request({}, 'fr-FR,fr;q=0.9,hi;q=0.8,en;q=0.7'))).toBe('hi');
    expect(requestLanguage(request({}, 'en;q=0.5,ta-IN'))).toBe('ta');
    expect(requestLanguage(request({}, 'hi;q=0,ta;q=0.1'))).toBe('ta');
  });
  it('when nothing offered is asked for, then English', () => {
    expect(requestLanguage(request({ lang: 'xx' }, 'de-DE'))).toBe('en');
    expect(requestLanguage(request({}))).toBe('en');
  });
});

describe('explicitRequestLanguage', () => {
  it('when the address or the header names an offered language, then that language', () => {
    expect(explicitRequestLanguage(request({ lang: 'ta' }))).toBe('ta');
    expect(explicitRequestLanguage(request({}, 'hi-IN,hi;q=0.9,en;q=0.8'))).toBe('hi');
    expect(explicitRequestLanguage(request({}, 'en-IN'))).toBe('en');
  });
  it('when nothing offered is named ("*", a bare HTTP client, or only other languages), then none: the account decides', () => {
    expect(explicitRequestLanguage(request({}, '*'))).toBeUndefined();
    expect(explicitRequestLanguage(request({}, 'de-DE,fr;q=0.5'))).toBeUndefined();
    expect(explicitRequestLanguage(request({ lang: 'xx' }))).toBeUndefined();
    expect(explicitRequestLanguage(request({}))).toBeUndefined();
  });
});
