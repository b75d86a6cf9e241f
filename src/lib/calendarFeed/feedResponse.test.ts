import { createHash } from 'node:crypto';
import { etagMatches, feedEtag, feedNotFound, feedResponse } from './feedResponse';

const ICS = 'BEGIN:VCALENDAR\r\nX-WR-CALNAME:タスク\r\nEND:VCALENDAR\r\n';
const get = (headers: Record<string, string> = {}) => ({
  method: 'GET',
  headers: new Headers(headers),
});

describe('feedEtag', () => {
  it('is the SHA-256 of the UTF-8 bytes (as node:crypto computes it), quoted', async () => {
    const expected = createHash('sha256').update(ICS, 'utf8').digest('hex');
    expect(await feedEtag(ICS)).toBe(`"${expected}"`);
  });

  it('changes when the feed changes', async () => {
    expect(await feedEtag(ICS)).not.toBe(await feedEtag(ICS.replace('タスク', 'タスク2')));
  });
});

describe('etagMatches', () => {
  it.each([
    [null, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
  ])('If-None-Match %j: %s', (header, expected) => {
    expect(etagMatches(header, '"abc"')).toBe(expected);
  });
});

describe('feedResponse', () => {
  it('answers 200 with the calendar, its ETag and headers that keep a secret address private', async () => {
    const response = await feedResponse(ICS, get());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(ICS);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('ETag')).toBe(await feedEtag(ICS));
    expect(response.headers.get('Cache-Control')).toMatch(/^private/);
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('X-Robots-Tag')).toMatch(/noindex/);
  });

  it('answers 304 with no body when the calendar already has this version', async () => {
    const etag = await feedEtag(ICS);
    const response = await feedResponse(ICS, get({ 'If-None-Match': etag }));
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('ETag')).toBe(etag);
  });

  it('answers 200 again once the feed changed', async () => {
    const etag = await feedEtag(ICS);
    const response = await feedResponse(`${ICS} `, get({ 'If-None-Match': etag }));
    expect(response.status).toBe(200);
  });

  it('answers HEAD without a body', async () => {
    const response = await feedResponse(ICS, { method: 'HEAD', headers: new Headers() });
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it('answers an unknown or revoked address 404 with nothing in it', async () => {
    const response = feedNotFound();
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
    expect(response.headers.get('Cache-Control')).toMatch(/^private/);
  });
});
