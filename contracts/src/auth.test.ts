import { describe, expect, it } from '@jest/globals';
import { emailSchema, loginRequestSchema, passwordSchema, phoneSchema, registerRequestSchema, usernameSchema } from './auth';
import { codeOf, messagesOf } from './test/messages-of';

const registration = { username: 'asha', email: 'asha@example.com', password: 'secret1', phone: '+91 98765 43210' };

describe('emailSchema', () => {
  it('when an address is typed with capitals and spaces, then it is kept trimmed and in lower case (one account per address)', () => {
    expect(emailSchema.parse('  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });

  it('when the text is not an e-mail address, then the person reads "Invalid email address"', () => {
    for (const input of ['asha', 'asha@', '@example.com', 'asha rao@example.com', '']) {
      expect(messagesOf(emailSchema, input)).toEqual({ '': 'Invalid email address' });
    }
    expect(codeOf(emailSchema, 'asha')).toEqual({ code: 'email.invalid' });
  });
});

describe('passwordSchema', () => {
  it('when a password has 6 to 128 characters, then it passes unchanged (spaces are part of it)', () => {
    expect(passwordSchema.parse('123456')).toBe('123456');
    expect(passwordSchema.parse(' pass ')).toBe(' pass ');
    expect(passwordSchema.parse('x'.repeat(128))).toHaveLength(128);
  });

  it('when a password is shorter than 6 characters, then the person reads the minimum', () => {
    expect(messagesOf(passwordSchema, '12345')).toEqual({ '': 'Password must be at least 6 characters' });
    expect(messagesOf(passwordSchema, '')).toEqual({ '': 'Password must be at least 6 characters' });
  });

  it('when a password is longer than 128 characters, then the person reads the maximum', () => {
    expect(messagesOf(passwordSchema, 'x'.repeat(129))).toEqual({ '': 'Password must be at most 128 characters' });
    expect(codeOf(passwordSchema, 'x'.repeat(129))).toEqual({ code: 'password.max', params: { max: 128 } });
  });
});

describe('usernameSchema', () => {
  it('when a name has 3 characters after trimming, then it passes trimmed', () => {
    expect(usernameSchema.parse('  Ash  ')).toBe('Ash');
  });

  it('when a name is shorter than 3 characters once trimmed, then the person reads the minimum', () => {
    expect(messagesOf(usernameSchema, '  ab   ')).toEqual({ '': 'Username must be at least 3 characters' });
  });

  it('when a name is longer than 50 characters, then the person reads the maximum', () => {
    expect(messagesOf(usernameSchema, 'a'.repeat(51))).toEqual({ '': 'Username must be at most 50 characters' });
  });
});

describe('phoneSchema', () => {
  it('when a number is written with +, spaces, hyphens or parentheses, then it passes', () => {
    for (const input of ['9876543210', '+91 98765 43210', '(044) 2345-6789', ' 98765-43210 ']) {
      expect(messagesOf(phoneSchema, input)).toEqual({});
    }
  });

  it('when a number is shorter than 10 characters, then the person reads "at least 10 digits"', () => {
    expect(messagesOf(phoneSchema, '98765')).toEqual({ '': 'Phone number must be at least 10 digits' });
  });

  it('when a number has letters or other signs, then the person is asked for a valid phone number', () => {
    expect(messagesOf(phoneSchema, '98765abcde')).toEqual({ '': 'Please enter a valid phone number' });
    expect(messagesOf(phoneSchema, '98765.43210')).toEqual({ '': 'Please enter a valid phone number' });
  });

  it('when a number is longer than 20 characters, then the person reads the maximum', () => {
    expect(messagesOf(phoneSchema, '9'.repeat(21))).toEqual({ '': 'Phone number must be at most 20 characters' });
  });

  // Finding: /^[0-9+\-\s()]+$/ with min(10) counts characters, not digits: '----------' and '(((())))()' pass,
  // although the message promises "at least 10 digits". Left as it is (rules are not changed by the tests).
  it.todo('when a number has fewer than 10 digits but 10 allowed signs ("----------"), then it is refused with "at least 10 digits"');
});

describe('login and registration', () => {
  it('when a person registers with valid details, then the request is what the server stores (e-mail in lower case)', () => {
    expect(registerRequestSchema.parse({ ...registration, email: 'Asha@Example.com' })).toEqual({ ...registration, email: 'asha@example.com' });
  });

  it('when a registration sends a role, then the role is dropped (the server always registers customers)', () => {
    const parsed = registerRequestSchema.parse({ ...registration, role: 'admin' });
    expect(parsed).not.toHaveProperty('role');
  });

  it('when every field of a registration is wrong, then each field gets its own sentence', () => {
    expect(messagesOf(registerRequestSchema, { username: 'a', email: 'x', password: '1', phone: '1' })).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      phone: 'Phone number must be at least 10 digits',
    });
  });

  it('when a field is missing, then it is reported as required', () => {
    expect(messagesOf(loginRequestSchema, { email: 'asha@example.com' })).toEqual({ password: 'Required' });
  });
});
