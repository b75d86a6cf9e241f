import { describe, expect, it } from 'vitest';
import { commentRefusalOf } from './comments';

describe('commentRefusalOf', () => {
  it.each([
    [{ hint: 'poll_comment_rate_limited', code: 'PT429', status: 429 }, 'rate_limited'],
    // The local backend's per-address limit answers 429 with a hint of its own.
    [{ hint: 'Wait a few minutes', code: 'over_request_rate_limit', status: 429 }, 'rate_limited'],
    [{ hint: 'poll_comment_limit', code: '23514', status: 400 }, 'limit'],
    [{ hint: null, code: 'PT404', status: 404 }, 'not_found'],
    [{ hint: null, code: '22023', status: 400 }, 'failed'],
    [{ status: 0 }, 'failed'],
  ] as const)('%o → %s', (error, refusal) => {
    expect(commentRefusalOf(error)).toBe(refusal);
  });
});
