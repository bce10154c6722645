import { act } from '@testing-library/react';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { normaliseApiError } from './api-error';

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

describe('normaliseApiError', () => {
  it('reads the message of an API error body and keeps the body', () => {
    const body = { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } };
    const error = normaliseApiError({ status: 401, data: body });
    expect(error).toMatchObject({
      status: 401,
      message: 'Invalid email or password',
      text: '401: Invalid email or password',
      code: 'INVALID_CREDENTIALS',
      body,
      isNetworkError: false,
    });
  });

  it('keeps field messages of a validation error', () => {
    const error = normaliseApiError({
      status: 400,
      data: { error: { code: 'VALIDATION_FAILED', message: 'Invalid input', fields: { email: 'Invalid email address' } } },
    });
    expect(error.fields).toEqual({ email: 'Invalid email address' });
  });

  it('uses a plain-text body as the message after the status', () => {
    expect(normaliseApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: 'Bad gateway: API down', error: 'x' }).text).toBe(
      '502: Bad gateway: API down',
    );
  });

  it('falls back to the status text when the body is empty', () => {
    expect(normaliseApiError({ status: 404, data: null }).text).toBe('404: Not Found');
    expect(normaliseApiError({ status: 'PARSING_ERROR', originalStatus: 503, data: '', error: 'x' }).text).toBe(
      '503: Service Unavailable',
    );
  });

  it('marks a request that got no answer as a network error', () => {
    const error = normaliseApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(error).toMatchObject({ status: null, isNetworkError: true, text: 'Network error' });
  });

  it.each([
    ['hi', 'नेटवर्क त्रुटि'],
    ['ta', 'நெட்வொர்க் பிழை'],
  ] as const)('says a request got no answer in the site’s language (%s), not in the browser’s English', async (language, expected) => {
    await act(() => chooseLanguage(language));
    const error = normaliseApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(error).toMatchObject({ isNetworkError: true, message: expected, text: expected });
  });

  it('accepts thrown errors', () => {
    expect(normaliseApiError(new Error('boom')).message).toBe('boom');
  });
});
