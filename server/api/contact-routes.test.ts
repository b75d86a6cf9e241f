import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-routes.ts';

const valid = {
  'form-name': 'contact',
  name: '山田',
  email: 'yamada@example.co.jp',
  category: 'tool-request',
  subject: '要望',
  message: '新しいツールをお願いします',
};

describe('validateContact', () => {
  it('accepts a complete form and both spellings of each category', () => {
    for (const category of [
      'tool-request',
      'tool_request',
      'improvement',
      'bug-report',
      'bug_report',
      'other',
    ]) {
      expect(validateContact({ ...valid, category })).toHaveProperty('fields');
    }
  });

  it.each([
    [{ name: '  ' }, 'name is required'],
    [{ message: '' }, 'message is required'],
    [{ email: 'not-an-address' }, 'email is not a valid address'],
    [{ category: 'spam' }, 'category is not one of the offered choices'],
    [{ subject: 'x'.repeat(201) }, 'subject must be at most 200 characters'],
    [{ 'form-name': 'other-form' }, 'Unknown form'],
  ])('refuses %o: %s', (change, error) => {
    expect(validateContact({ ...valid, ...change })).toEqual({ error });
  });
});
