import { describe, expect, it } from '@jest/globals';
import {
  bookingUserDetailsSchema,
  consultationDurations,
  createConsultationRequestSchema,
  endConsultationRequestSchema,
  extendConsultationRequestSchema,
  extensionDurations,
  userDetailsSchema,
} from './consultation';
import { codeOf, messagesOf } from './test/messages-of';

const details = { name: 'Asha Rao', dateOfBirth: '1990-08-15', timeOfBirth: '06:30', placeOfBirth: 'Chennai' };

describe('createConsultationRequestSchema', () => {
  it('when every package length is booked, then it passes, also sent as text', () => {
    for (const duration of consultationDurations) {
      expect(createConsultationRequestSchema.parse({ astrologerId: 1, duration: String(duration) }).duration).toBe(duration);
    }
  });

  it('when a length is not a package, then the sentence lists exactly the package lengths', () => {
    const sentence = `Duration must be ${consultationDurations.slice(0, -1).join(', ')} or ${consultationDurations.at(-1)} minutes`;
    for (const duration of [0, 5, 20, 90, 15.5, 'half an hour']) {
      expect(messagesOf(createConsultationRequestSchema, { astrologerId: 1, duration })).toEqual({ duration: sentence });
    }
  });

  it('when no topic is given, then the session is a general consultation', () => {
    expect(createConsultationRequestSchema.parse({ astrologerId: 1, duration: 15 }).topic).toBe('General consultation');
    expect(createConsultationRequestSchema.parse({ astrologerId: 1, duration: 15, topic: '   ' }).topic).toBe('General consultation');
    expect(createConsultationRequestSchema.parse({ astrologerId: 1, duration: 15, topic: ' Career ' }).topic).toBe('Career');
  });

  it('when the topic is longer than 200 characters, then it is refused with the limit', () => {
    expect(messagesOf(createConsultationRequestSchema, { astrologerId: 1, duration: 15, topic: 'a'.repeat(201) })).toEqual({ topic: 'Topic must be at most 200 characters' });
  });

  it('when a client sends the cost or the status, then they are not part of the request (the server decides them)', () => {
    const parsed = createConsultationRequestSchema.parse({ astrologerId: 1, duration: 15, cost: 1, status: 'completed', paymentStatus: 'completed' });
    expect(Object.keys(parsed).sort()).toEqual(['astrologerId', 'channel', 'duration', 'topic']);
  });
});

describe('extensions', () => {
  it('when a customer extends by a length on offer, then it passes', () => {
    for (const duration of extensionDurations) expect(extendConsultationRequestSchema.parse({ duration }).duration).toBe(duration);
  });

  it('when a customer extends by another length, then the sentence lists the extension lengths', () => {
    expect(messagesOf(extendConsultationRequestSchema, { duration: 30 })).toEqual({ duration: 'Extension must be 5, 10, 15 or 20 minutes' });
    expect(codeOf(extendConsultationRequestSchema, { duration: 30 }, 'duration')).toEqual({ code: 'consultation.extension' });
  });

  it('when an older client says how it pays, then the request keeps only the length (an extension is always paid from the wallet)', () => {
    expect(extendConsultationRequestSchema.parse({ duration: 10, paymentMethod: 'payment' })).toEqual({ duration: 10 });
  });
});

describe('endConsultationRequestSchema', () => {
  it('when a customer ends with a rating from 0 (not rated) to 5, then it passes, also as text', () => {
    expect(endConsultationRequestSchema.parse({ rating: '0' })).toEqual({ rating: 0 });
    expect(endConsultationRequestSchema.parse({ rating: 5, review: ' Helpful ' })).toEqual({ rating: 5, review: 'Helpful' });
  });

  it('when the rating is above 5, negative or a fraction, then the sentence gives the range', () => {
    for (const rating of [6, -1, 4.5, 'great']) {
      expect(messagesOf(endConsultationRequestSchema, { rating })).toEqual({ rating: 'Rating must be a whole number from 0 to 5' });
    }
  });
});

describe('birth details for the chat', () => {
  it('when the chat dialog is filled in, then it passes trimmed', () => {
    expect(userDetailsSchema.parse({ ...details, name: '  Asha Rao ' }).name).toBe('Asha Rao');
  });

  it('when the dialog is left empty, then each field says what is required', () => {
    expect(messagesOf(userDetailsSchema, { name: '', dateOfBirth: ' ', timeOfBirth: '', placeOfBirth: 'C' })).toEqual({
      name: 'Name must be at least 2 characters',
      dateOfBirth: 'Date of birth is required',
      timeOfBirth: 'Time of birth is required',
      placeOfBirth: 'Place of birth is required',
    });
  });

  it('when the booking page sends a one-letter name and place, then they pass (any non-blank text), but blanks do not', () => {
    expect(messagesOf(bookingUserDetailsSchema, { ...details, name: 'A', placeOfBirth: 'X' })).toEqual({});
    expect(messagesOf(bookingUserDetailsSchema, { ...details, name: '  ', placeOfBirth: '' })).toEqual({ name: 'Required', placeOfBirth: 'Required' });
  });

  it('when the question is longer than 2000 characters, then it is refused with the limit', () => {
    expect(messagesOf(userDetailsSchema, { ...details, question: 'a'.repeat(2001) })).toEqual({ question: 'Question must be at most 2000 characters' });
  });

  // Finding: the place's maximum is an English literal ('Place of birth must be at most 200 characters'), not
  // validationText('birth.placeMax', { max: 200 }): its code is found only because profile.ts happens to register the
  // same sentence, so with consultation.ts alone (this file) a Hindi or Tamil customer would read it in English.
  it.todo('when the place of birth is longer than 200 characters, then the message carries the code birth.placeMax (translatable)');
});
