import { describe, expect, it } from '@jest/globals';
import { earningsQuerySchema } from './earnings';
import {
  UPLOADED_IMAGE_PATH_PATTERN,
  booleanQuerySchema,
  dateFieldSchema,
  dateQuerySchema,
  textListSchema,
  timeFieldSchema,
  wholeNumberSchema,
} from './form-fields';
import { codeOf, messagesOf } from './test/messages-of';

describe('textListSchema', () => {
  const tags = textListSchema({ field: 'tags', itemMax: 10, maxItems: 3 });
  const specializations = textListSchema({ field: 'specializations', itemMax: 40, maxItems: 5, minItems: 1 });

  it('when a form sends "vedic, tarot, vedic, , ", then the list is trimmed, blanks dropped and duplicates removed', () => {
    expect(tags.parse(' vedic , tarot, vedic, ,  ')).toEqual(['vedic', 'tarot']);
    expect(tags.parse(['kp', ' kp ', 'lal kitab'])).toEqual(['kp', 'lal kitab']);
  });

  it('when an item is longer than allowed, then the sentence names the list and the limit', () => {
    expect(messagesOf(tags, 'short, muchtoolongtag')).toEqual({ '1': 'Each of tags must be at most 10 characters' });
  });

  it('when there are more items than allowed after duplicates are removed, then the sentence gives the most', () => {
    expect(messagesOf(tags, 'a, b, c, d')).toEqual({ '': 'At most 3 tags' });
    expect(tags.parse('a, b, c, a, b')).toEqual(['a', 'b', 'c']);
  });

  it('when a list that needs one item is left blank, then the person is asked to add one', () => {
    expect(messagesOf(specializations, ' , ')).toEqual({ '': 'Add at least one specialization' });
    expect(codeOf(specializations, '')).toEqual({ code: 'list.specializations.min' });
  });

  it('when the value is neither text nor a list, or an item is not text, then the sentence names the list', () => {
    expect(messagesOf(tags, 42)).toEqual({ '': 'Tags must be a comma-separated list' });
    expect(messagesOf(tags, ['ok', 7])).toEqual({ '1': 'Tags must be text' });
  });
});

describe('wholeNumberSchema', () => {
  const experience = wholeNumberSchema({ field: 'experience', min: 0, max: 60 });
  const rate = wholeNumberSchema({ field: 'rate', min: 5, max: 500 });

  it('when a form sends a whole number as text, then it becomes that number', () => {
    expect(experience.parse('12')).toBe(12);
    expect(experience.parse(' 7 ')).toBe(7);
    expect(rate.parse(25)).toBe(25);
  });

  it('when the number has a fraction, or is not a number at all, then the person reads that it must be whole', () => {
    for (const input of ['12.5', 12.5, 'twelve', '', '1e2', null]) {
      expect(messagesOf(experience, input)).toEqual({ '': 'Experience must be a whole number of years' });
    }
    expect(messagesOf(rate, '20.50')).toEqual({ '': 'Rate must be a whole number of rupees' });
  });

  it('when the number is outside the range, on either side, then the sentence gives the range', () => {
    expect(messagesOf(experience, '61')).toEqual({ '': 'Experience must be a whole number of years from 0 to 60' });
    expect(messagesOf(rate, 4)).toEqual({ '': 'Rate must be a whole number of rupees from 5 to 500' });
    expect(codeOf(rate, 501)).toEqual({ code: 'number.rate.range', params: { min: 5, max: 500 } });
  });

  it('when the number is exactly on a limit, then it passes', () => {
    expect(rate.parse('5')).toBe(5);
    expect(rate.parse('500')).toBe(500);
  });
});

describe('timeFieldSchema and dateFieldSchema', () => {
  it('when a time is HH:mm on the 24-hour clock, then it passes, trimmed', () => {
    expect(timeFieldSchema.parse('00:00')).toBe('00:00');
    expect(timeFieldSchema.parse(' 23:59 ')).toBe('23:59');
  });

  it('when a time is not HH:mm, then the person reads an example', () => {
    for (const input of ['24:00', '9:30', '09:60', '09:30:00', '', 930]) {
      expect(messagesOf(timeFieldSchema, input)).toEqual({ '': 'Time must look like 09:30' });
    }
  });

  it('when a date exists, leap days included, then it passes', () => {
    expect(dateFieldSchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(dateFieldSchema.parse('2000-02-29')).toBe('2000-02-29');
  });

  it('when a date has the right form but does not exist, then the person reads that it does not exist', () => {
    for (const input of ['2023-02-29', '1900-02-29', '2024-04-31', '2024-13-01', '2024-00-10']) {
      expect(messagesOf(dateFieldSchema, input)).toEqual({ '': 'This date does not exist' });
    }
  });

  it('when a date is written another way, then the person reads an example of the form', () => {
    for (const input of ['15-08-1990', '1990/08/15', '1990-8-15', '', 19900815]) {
      expect(messagesOf(dateFieldSchema, input)).toEqual({ '': 'Date must look like 1990-08-15' });
    }
  });
});

describe('dateQuerySchema', () => {
  const from = dateQuerySchema('from');

  it('when a query date is real, then it passes', () => {
    expect(from.parse('2024-12-01')).toBe('2024-12-01');
    expect(from.parse('2024-02-29')).toBe('2024-02-29');
  });

  it('when a query date does not exist, then the 400 names the parameter (never a 500 or an empty answer)', () => {
    expect(messagesOf(from, '2024-02-31')).toEqual({ '': 'from is not a real calendar date (check the month and the day)' });
    expect(messagesOf(from, '2024-13-01')).toEqual({ '': 'from is not a real calendar date (check the month and the day)' });
    expect(codeOf(from, '2023-02-29')).toEqual({ code: 'query.dateNotExist', params: { name: 'from' } });
  });

  it('when a query date is not written YYYY-MM-DD, then the 400 names the parameter and shows an example', () => {
    for (const input of ['01-12-2024', 'yesterday', '', ['2024-12-01']]) {
      expect(messagesOf(dateQuerySchema('to'), input)).toEqual({ '': 'to must be a date written YYYY-MM-DD, for example 2024-12-01' });
    }
  });
});

describe('earningsQuerySchema', () => {
  it('when no grouping is asked for, then it groups by day', () => {
    expect(earningsQuerySchema.parse({})).toEqual({ groupBy: 'day' });
  });

  it('when the range is backwards, then the person reads that from must not be after to', () => {
    expect(messagesOf(earningsQuerySchema, { from: '2024-12-02', to: '2024-12-01' })).toEqual({ from: 'from must not be after to' });
    expect(earningsQuerySchema.parse({ from: '2024-12-01', to: '2024-12-01' })).toMatchObject({ from: '2024-12-01', to: '2024-12-01' });
  });

  it('when the grouping is neither day nor month, then it is refused with the choices', () => {
    expect(messagesOf(earningsQuerySchema, { groupBy: 'week' })).toEqual({ groupBy: 'groupBy must be day or month' });
  });
});

describe('booleanQuerySchema and uploaded image paths', () => {
  it('when a query says true or false, then it becomes that boolean', () => {
    expect(booleanQuerySchema.parse('true')).toBe(true);
    expect(booleanQuerySchema.parse('false')).toBe(false);
  });

  it('when a query says anything else, then it is refused', () => {
    for (const input of ['yes', '1', 'TRUE', '']) expect(messagesOf(booleanQuerySchema, input)).toEqual({ '': 'Must be true or false' });
  });

  it('when an image path is one the upload answered with, then it matches, and other paths do not', () => {
    expect(UPLOADED_IMAGE_PATH_PATTERN.test(`/api/uploads/${'a1'.repeat(16)}.png`)).toBe(true);
    expect(UPLOADED_IMAGE_PATH_PATTERN.test(`/api/uploads/${'a1'.repeat(16)}.svg`)).toBe(false);
    expect(UPLOADED_IMAGE_PATH_PATTERN.test(`/api/uploads/../${'a1'.repeat(15)}.png`)).toBe(false);
    expect(UPLOADED_IMAGE_PATH_PATTERN.test(`https://evil.example/api/uploads/${'a1'.repeat(16)}.png`)).toBe(false);
  });
});
