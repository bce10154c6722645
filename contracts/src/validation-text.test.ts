import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { errorBodySchema, errorCodes } from './error';
import { codeOf, messagesOf } from './test/messages-of';
import { defaultValidationMessage } from './validation-defaults';
import { fillPlaceholders, validationMessageOf, validationText, type ValidationCode } from './validation-text';

describe('validationText', () => {
  it('when a schema names a code with parameters, then zod carries the English sentence with them filled in', () => {
    expect(validationText('name.max', { max: 100 })).toBe('Name must be at most 100 characters');
    expect(validationText('password.min')).toBe('Password must be at least 6 characters');
  });

  it('when the English sentence comes back from zod, then its code and parameters are found again (what the API sends)', () => {
    const sentence = validationText('paging.qMax', { max: 77 });
    expect(validationMessageOf(sentence)).toEqual({ code: 'paging.qMax', params: { max: 77 } });
    expect(validationMessageOf(validationText('common.required'))).toEqual({ code: 'common.required' });
  });

  it('when text is not a catalogue message, then no code is found', () => {
    expect(validationMessageOf('Something the catalogue never said')).toBeUndefined();
  });

  it('when a code is not in the catalogue, then it fails loudly instead of showing an empty message', () => {
    expect(() => validationText('name.nope' as ValidationCode)).toThrow('Unknown validation code name.nope');
    expect(() => validationText('name' as ValidationCode)).toThrow('Unknown validation code name');
  });

  it('when a placeholder has no parameter, then it is left as it is (a missing figure is visible, not blank)', () => {
    expect(fillPlaceholders('From {{min}} to {{ max }}', { max: 5 })).toBe('From {{min}} to 5');
    expect(fillPlaceholders('At most {{max}}', { max: 0 })).toBe('At most 0');
  });
});

describe("zod's own checks, without a message of their own", () => {
  it('when a required field is missing, then the person reads "Required"', () => {
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual({ name: 'Required' });
    expect(codeOf(z.object({ name: z.string() }), {}, 'name')).toEqual({ code: 'common.required' });
  });

  it('when text is too short or too long, then the sentence gives the limit', () => {
    expect(messagesOf(z.string().min(3), 'ab')).toEqual({ '': 'Must be at least 3 characters' });
    expect(messagesOf(z.string().max(5), 'abcdef')).toEqual({ '': 'Must be at most 5 characters' });
    expect(codeOf(z.string().max(5), 'abcdef')).toEqual({ code: 'common.tooLong', params: { max: 5 } });
  });

  it('when a number is out of range, then "at least" and "more than" are told apart', () => {
    expect(messagesOf(z.number().min(1), 0)).toEqual({ '': 'Must be at least 1' });
    expect(messagesOf(z.number().positive(), 0)).toEqual({ '': 'Must be more than 0' });
    expect(messagesOf(z.number().max(10), 11)).toEqual({ '': 'Must be at most 10' });
    expect(messagesOf(z.number().lt(10), 10)).toEqual({ '': 'Must be less than 10' });
  });

  it('when the value has the wrong type, then the sentence says what was expected, in words', () => {
    expect(messagesOf(z.number(), 'x')).toEqual({ '': 'Must be a number' });
    expect(messagesOf(z.string(), 5)).toEqual({ '': 'Must be text' });
    expect(messagesOf(z.number().int(), 1.5)).toEqual({ '': 'Must be a whole number' });
    expect(messagesOf(z.array(z.string()), 'a')).toEqual({ '': 'Must be a list' });
    expect(messagesOf(z.boolean(), 'yes')).toEqual({ '': 'Must be true or false' });
  });

  it('when a choice, an e-mail address or a list is wrong, then the sentence is a catalogue one', () => {
    expect(messagesOf(z.enum(['a', 'b']), 'c')).toEqual({ '': 'Choose one of the options offered' });
    expect(messagesOf(z.string().email(), 'not-an-address')).toEqual({ '': 'Invalid email address' });
    expect(messagesOf(z.array(z.string()).min(1), [])).toEqual({ '': 'Choose at least one' });
    expect(messagesOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toEqual({ '': 'Fields not accepted here: b, c' });
  });

  it("when zod reports any issue, then the person never reads zod's programmer English", () => {
    const schema = z.object({ a: z.string(), b: z.number().int().min(2), c: z.enum(['x']), d: z.string().url(), e: z.number().multipleOf(5) });
    const messages = Object.values(messagesOf(schema, { a: 1, b: 1.5, c: 'y', d: 'nope', e: 7 }));
    expect(messages).toHaveLength(5);
    for (const message of messages) {
      expect(message).not.toMatch(/Invalid input: expected|received|Too (small|big)/);
      expect(validationMessageOf(message)).toBeDefined();
    }
  });
});

describe('defaultValidationMessage', () => {
  it('when an issue is one zod adds in a later version, then the message is the general one, not an exception', () => {
    expect(defaultValidationMessage({ code: 'some_future_issue' })).toEqual({ code: 'common.invalidInput' });
    expect(defaultValidationMessage({})).toEqual({ code: 'common.invalidInput' });
  });

  it('when a text must have an exact length, then the sentence says exactly, on both sides of the limit', () => {
    expect(defaultValidationMessage({ code: 'too_small', origin: 'string', minimum: 6, exact: true })).toEqual({ code: 'defaults.textLength', params: { length: 6 } });
    expect(defaultValidationMessage({ code: 'too_big', origin: 'string', maximum: 6, exact: true })).toEqual({ code: 'defaults.textLength', params: { length: 6 } });
  });

  it('when a bigint limit is reported, then it becomes a plain number parameter', () => {
    expect(defaultValidationMessage({ code: 'too_big', origin: 'bigint', maximum: BigInt(9), inclusive: true })).toEqual({ code: 'defaults.numberAtMost', params: { max: 9 } });
  });
});

describe('the error body', () => {
  it('when the API answers with an error, then the code is one of the documented codes and the message a sentence', () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Check the highlighted fields',
        fields: { email: 'Invalid email address' },
        fieldErrors: { email: { code: 'email.invalid', message: 'Invalid email address' }, name: { code: 'name.max', params: { max: 100 }, message: 'Name must be at most 100 characters' } },
      },
    };
    expect(errorBodySchema.safeParse(body).success).toBe(true);
    expect(errorBodySchema.safeParse({ error: { code: 'INSUFFICIENT_BALANCE', message: 'Top up first', details: { required: 30_000, balance: 1_000 } } }).success).toBe(true);
  });

  it('when a code is not documented, or the message is missing, then the body is refused', () => {
    expect(errorBodySchema.safeParse({ error: { code: 'OOPS', message: 'x' } }).success).toBe(false);
    expect(errorBodySchema.safeParse({ error: { code: 'NOT_FOUND' } }).success).toBe(false);
  });

  it('when details carry something other than a figure, text or a flag, then the body is refused', () => {
    expect(errorBodySchema.safeParse({ error: { code: 'CONFLICT', message: 'x', details: { nested: { a: 1 } } } }).success).toBe(false);
  });

  it('when the codes are listed, then each is an UPPER_SNAKE name listed once', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    for (const code of errorCodes) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });
});
