import { describe, expect, it } from 'vitest';
import * as serverValidation from '@agency/supabase/rules';
import { CONTACT_MESSAGES, validateContactForm, VALIDATION_MESSAGES } from './rules.ts';

describe('shared rules', () => {
  it('are the very functions the server runs', () => {
    expect(validateContactForm).toBe(serverValidation.validateContactForm);
  });

  it('carry the validation and outcome texts word for word', () => {
    expect(Object.values(VALIDATION_MESSAGES)).toEqual([
      'Name is required',
      'Name must be at least 2 characters',
      'Email is required',
      'Please enter a valid email address',
      'Message is required',
      'Message must be at least 10 characters',
    ]);
    expect(CONTACT_MESSAGES).toEqual({
      success: "Message sent successfully! We'll get back to you within 24 hours.",
      rateLimited: 'Too many submissions. Please wait a minute before trying again.',
      failedToSend: 'Failed to send message',
      tryAgainLater: 'Something went wrong. Please try again later.',
      unexpected: 'An unexpected error occurred. Please try again.',
    });
  });

  it.each([
    [
      { name: '', email: '', message: '' },
      { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
    ],
    [
      { name: ' B ', email: 'b@c', message: 'nine char' },
      {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        message: 'Message must be at least 10 characters',
      },
    ],
    [{ name: '  Bo  ', email: '  bo@example.org  ', message: '  ten chars!  ' }, {}],
  ])('validates %j', (values, errors) => {
    expect(validateContactForm(values)).toEqual(errors);
  });
});
