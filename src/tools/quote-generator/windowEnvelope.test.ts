import { describe, expect, it } from 'vitest';
import { createQuoteDraft } from './quoteDraft';
import type { QuoteHeader } from './quoteTypes';
import { ADDRESS_BLOCK, WINDOW_SAFE_AREA, addressLines, hasPostalAddress } from './windowEnvelope';

const header = (patch: Partial<QuoteHeader>): QuoteHeader => ({
  ...createQuoteDraft(new Date('2026-11-29T00:00:00Z')).header,
  clientName: '株式会社サンプル商事',
  ...patch,
});

describe('window-envelope address', () => {
  it('keeps the address block 2 mm inside the area every 長3 window shows', () => {
    expect(ADDRESS_BLOCK.left).toBe(WINDOW_SAFE_AREA.left + 2);
    expect(ADDRESS_BLOCK.top).toBe(WINDOW_SAFE_AREA.top + 2);
    expect(ADDRESS_BLOCK.left + ADDRESS_BLOCK.width).toBe(WINDOW_SAFE_AREA.right - 2);
    expect(ADDRESS_BLOCK.top + ADDRESS_BLOCK.height).toBe(WINDOW_SAFE_AREA.bottom - 2);
    // The top third of an A4 sheet folded in three is 99 mm high.
    expect(WINDOW_SAFE_AREA.bottom).toBeLessThan(99);
  });

  it.each([
    // [department, person, honorific, company line, department line, person line]
    ['', '', 'onchu', '株式会社サンプル商事 御中', '', ''],
    ['経理部', '', 'onchu', '株式会社サンプル商事', '経理部 御中', ''],
    ['経理部', '山田 太郎', 'onchu', '株式会社サンプル商事', '経理部', '山田 太郎 様'],
    ['', '山田 太郎 様', 'onchu', '株式会社サンプル商事', '', '山田 太郎 様'],
    ['', '', 'sama', '株式会社サンプル商事 様', '', ''],
  ] as const)(
    'puts the honorific once, on the last line naming someone (%s / %s / %s)',
    (clientDepartment, clientPerson, honorific, company, department, person) => {
      const lines = addressLines(
        header({
          clientDepartment,
          clientPerson,
          honorific,
          clientPostalCode: '〒100-0001',
          clientAddress: '東京都千代田区千代田1-1',
        }),
      );
      expect(lines).toEqual({
        postalCode: '〒100-0001',
        address: '東京都千代田区千代田1-1',
        company,
        department,
        person,
      });
    },
  );

  it('strips an honorific typed into the name so it is not printed twice', () => {
    expect(addressLines(header({ clientName: '株式会社サンプル商事 御中' })).company).toBe(
      '株式会社サンプル商事 御中',
    );
  });

  it('prints the block only when there is a postal code or an address', () => {
    expect(hasPostalAddress(header({}))).toBe(false);
    expect(hasPostalAddress(header({ clientPostalCode: '100-0001' }))).toBe(true);
    expect(hasPostalAddress(header({ clientAddress: '東京都' }))).toBe(true);
    expect(hasPostalAddress(header({ clientAddress: ' \u3000'.trim() }))).toBe(false);
  });
});
