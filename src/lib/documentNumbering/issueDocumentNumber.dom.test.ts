import type { AccountNumbering } from './accountNumbering';
import { issueDocumentNumber } from './issueDocumentNumber';
import { DEFAULT_NUMBERING_SETTINGS } from './numberingSettings';

const NOW = new Date('2026-11-29T03:00:00Z');

/** Browser storage that refuses every write of the numbering's registry. */
function refuseRegistry() {
  const setItem = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (key === 'issued-document-numbers') throw new DOMException('full', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
}

const account = (): AccountNumbering => ({
  highestSequence: async () => ({ ok: true, data: 0 }),
  claim: async () => ({ ok: true, data: 'claimed' }),
});

describe('issuing a number', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('hands out each number once, recorded in this browser', async () => {
    const request = {
      kind: 'invoice' as const,
      settings: DEFAULT_NUMBERING_SETTINGS,
      account: null,
      now: NOW,
    };
    const first = await issueDocumentNumber(request);
    const second = await issueDocumentNumber(request);
    expect(first).toMatchObject({ ok: true, number: '20261129-001', saved: true });
    expect(second).toMatchObject({ ok: true, number: '20261129-002' });
  });

  it('refuses, in the browser alone, a number it cannot record (it would come again)', async () => {
    refuseRegistry();
    const request = {
      kind: 'quote' as const,
      settings: DEFAULT_NUMBERING_SETTINGS,
      account: null,
      now: NOW,
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await issueDocumentNumber(request)).toEqual({ ok: false, reason: 'storage' });
    }
  });

  it('signed in, the account’s claim is the record: the number is handed out', async () => {
    refuseRegistry();
    const result = await issueDocumentNumber({
      kind: 'quote',
      settings: DEFAULT_NUMBERING_SETTINGS,
      account: account(),
      now: NOW,
    });
    expect(result).toMatchObject({ ok: true, number: 'Q20261129-001', saved: false });
  });
});
