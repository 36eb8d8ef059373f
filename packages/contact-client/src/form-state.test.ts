import { describe, expect, it } from 'vitest';
import { contactFormReducer, INITIAL_FORM_STATE, type ContactFormState } from './form.ts';

const filled: ContactFormState = {
  ...INITIAL_FORM_STATE,
  values: { name: 'Ada', email: 'ada@example.com', message: 'Hello agency team' },
};

describe('contactFormReducer', () => {
  it('editing a field updates it and clears only its error', () => {
    const state = { ...filled, errors: { name: 'Name is required', email: 'Email is required' } };
    expect(contactFormReducer(state, { type: 'change', field: 'name', value: 'Bo' })).toEqual({
      ...filled,
      values: { ...filled.values, name: 'Bo' },
      errors: { email: 'Email is required' },
    });
  });

  it('ignores edits while loading', () => {
    const loading = contactFormReducer(filled, { type: 'submit-started' });
    expect(contactFormReducer(loading, { type: 'change', field: 'name', value: 'x' })).toBe(
      loading,
    );
  });

  it('success clears the fields; error and rate-limited keep them', () => {
    const loading = contactFormReducer(filled, { type: 'submit-started' });
    expect(contactFormReducer(loading, { type: 'submit-succeeded' }).values).toEqual({
      name: '',
      email: '',
      message: '',
    });
    expect(contactFormReducer(loading, { type: 'submit-failed', message: 'm' })).toMatchObject({
      status: 'error',
      values: filled.values,
      errors: { general: 'm' },
    });
    expect(contactFormReducer(loading, { type: 'rate-limited', message: 'r' })).toMatchObject({
      status: 'rate-limited',
      values: filled.values,
      errors: { general: 'r' },
    });
  });

  it('reset returns to idle with errors cleared and the values kept', () => {
    const failed = contactFormReducer(filled, { type: 'submit-failed', message: 'm' });
    expect(contactFormReducer(failed, { type: 'reset' })).toEqual({
      ...filled,
      status: 'idle',
      errors: {},
    });
  });
});
