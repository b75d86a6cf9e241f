import { describe, expect, it } from 'vitest';
import {
  clearAccountDeletedNotice,
  hasAccountDeletedNotice,
  markAccountDeleted,
} from './accountDeletedNotice';

describe('account deleted notice', () => {
  it('is off until marked, on after, and off again once cleared', () => {
    expect(hasAccountDeletedNotice()).toBe(false);
    markAccountDeleted();
    expect(hasAccountDeletedNotice()).toBe(true);
    expect(hasAccountDeletedNotice()).toBe(true);
    clearAccountDeletedNotice();
    expect(hasAccountDeletedNotice()).toBe(false);
  });
});
