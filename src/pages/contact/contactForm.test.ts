import {
  buildContactFormBody,
  EMPTY_CONTACT,
  normalizeContactCategory,
  sendContactMessage,
  validateContact,
  type ContactValues,
} from './contactForm';

const VALID: ContactValues = {
  name: '山田 太郎',
  email: 'taro@example.co.jp',
  category: 'bug-report',
  subject: '文字数カウントの不具合',
  message: '改行を含む文章で、\r\n文字数がずれます。',
};

describe('normalizeContactCategory', () => {
  it.each([
    ['tool-request', 'tool-request'],
    ['tool_request', 'tool-request'],
    ['improvement', 'improvement'],
    ['bug-report', 'bug-report'],
    ['bug_report', 'bug-report'],
    [' Bug_Report ', 'bug-report'],
    ['other', 'other'],
    ['', null],
    ['bug', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeContactCategory(input)).toBe(expected);
  });
});

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(VALID)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: 'required',
      email: 'required',
      category: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it('treats white space as empty', () => {
    expect(validateContact({ ...VALID, name: ' \n\t', message: '　'.trim() })).toEqual({
      name: 'required',
      message: 'required',
    });
  });

  it.each(['taro', 'taro@', '@example.com', 'taro@example', 'ta ro@example.com', 'taro@.com'])(
    'rejects the email %j',
    (email) => {
      expect(validateContact({ ...VALID, email })).toEqual({ email: 'invalid_email' });
    },
  );

  it.each(['a@b.co', 'taro.yamada+tools@example.co.jp', '山田@例え.jp'])(
    'accepts the email %j',
    (email) => {
      expect(validateContact({ ...VALID, email })).toEqual({});
    },
  );

  it('accepts the underscore spelling of a category and rejects unknown ones', () => {
    expect(validateContact({ ...VALID, category: 'tool_request' })).toEqual({});
    expect(validateContact({ ...VALID, category: 'spam' })).toEqual({ category: 'required' });
  });

  it('counts characters, not UTF-16 units, against the limits', () => {
    expect(validateContact({ ...VALID, message: '😀'.repeat(5000) })).toEqual({});
    expect(validateContact({ ...VALID, message: 'あ'.repeat(5001) })).toEqual({
      message: 'too_long',
    });
    expect(validateContact({ ...VALID, name: 'x'.repeat(101) })).toEqual({ name: 'too_long' });
    expect(validateContact({ ...VALID, subject: 'x'.repeat(201) })).toEqual({
      subject: 'too_long',
    });
  });
});

describe('buildContactFormBody', () => {
  it('encodes the fields as Netlify Forms expects', () => {
    const body = buildContactFormBody({ ...VALID, category: 'bug_report' });
    const params = new URLSearchParams(body);
    expect([...params.keys()]).toEqual([
      'form-name',
      'bot-field',
      'name',
      'email',
      'category',
      'subject',
      'message',
    ]);
    expect(params.get('form-name')).toBe('contact');
    expect(params.get('bot-field')).toBe('');
    expect(params.get('category')).toBe('bug-report');
    expect(params.get('message')).toBe('改行を含む文章で、\r\n文字数がずれます。');
  });

  it('keeps special characters intact', () => {
    const tricky = 'a&b=c+d %20 <script> 🙇 "引用" \\';
    const params = new URLSearchParams(buildContactFormBody({ ...VALID, subject: tricky }, 'bot'));
    expect(params.get('subject')).toBe(tricky);
    expect(params.get('bot-field')).toBe('bot');
  });
});

describe('sendContactMessage', () => {
  it('posts form-encoded to the site root and succeeds on 2xx', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    expect(await sendContactMessage(VALID, '', fetchImpl)).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(new URLSearchParams(String(init.body)).get('form-name')).toBe('contact');
  });

  it.each([400, 404, 500, 502])('fails on status %i', async (status) => {
    const fetchImpl = vi.fn(async () => new Response('', { status }));
    expect(await sendContactMessage(VALID, '', fetchImpl)).toBe(false);
  });

  it('fails, without throwing, when the network is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendContactMessage(VALID, '', fetchImpl)).toBe(false);
    vi.restoreAllMocks();
  });
});
