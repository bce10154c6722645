import { act } from '@testing-library/react';
import { z } from 'zod';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { fulfilmentAnswerRequestSchema, validationMessageOf } from '@astrosetu/contracts';
import { translateValidationMessage } from './validation-messages';

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

/** A schema with no message of its own on any check: zod's built-in messages would be English programmer text. */
const bareSchema = z.object({
  name: z.string().min(3),
  age: z.number().int().min(18),
  plan: z.enum(['basic', 'premium']),
  topics: z.array(z.string()).min(1),
  email: z.email(),
  city: z.string(),
});

function messagesOf(input: unknown): Record<string, string> {
  const result = bareSchema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), translateValidationMessage(issue.message)]));
}

const badInput = { name: 'AB', age: 16.5, plan: 'gold', topics: [], email: 'asha', city: undefined };

describe("zod's own messages (checks a schema left without a message)", () => {
  it('in English, they read as sentences for people and carry a catalogue code', () => {
    expect(messagesOf(badInput)).toEqual({
      name: 'Must be at least 3 characters',
      age: 'Must be a whole number',
      plan: 'Choose one of the options offered',
      topics: 'Choose at least one',
      email: 'Invalid email address',
      city: 'Required',
    });
    expect(validationMessageOf('Must be at least 3 characters')).toEqual({ code: 'defaults.textTooShort', params: { min: 3 } });
  });

  it('when the visitor has chosen Hindi, then every one of them is in Hindi', async () => {
    await act(() => chooseLanguage('hi'));
    expect(messagesOf(badInput)).toEqual({
      name: 'कम से कम 3 अक्षर लिखें',
      age: 'यहाँ पूर्ण संख्या लिखें',
      plan: 'दिए गए विकल्पों में से एक चुनें',
      topics: 'कम से कम एक चुनें',
      email: 'ईमेल पता सही नहीं है',
      city: 'ज़रूरी है',
    });
    expect(messagesOf({ ...badInput, age: 12, name: 42 })).toMatchObject({ name: 'यहाँ शब्दों में लिखें', age: 'कम से कम 18 होना चाहिए' });
  });

  it('when the visitor has chosen Tamil, then a limit is filled into the Tamil sentence', async () => {
    await act(() => chooseLanguage('ta'));
    expect(messagesOf({ ...badInput, age: 12 })).toMatchObject({ name: 'குறைந்தது 3 எழுத்துகள் எழுதுங்கள்', age: 'குறைந்தது 18 ஆக இருக்க வேண்டும்' });
  });

  it('a message a schema names itself is kept (the defaults only fill the gaps)', async () => {
    await act(() => chooseLanguage('hi'));
    const result = fulfilmentAnswerRequestSchema.safeParse({ markdown: '' });
    expect(result.success).toBe(false);
    const message = result.error!.issues[0]!.message;
    expect(validationMessageOf(message)?.code).not.toMatch(/^defaults\./);
    expect(translateValidationMessage(message)).not.toBe(message);
  });
});
