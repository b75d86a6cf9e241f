import { describe, expect, it } from 'vitest';
import { COMPANY_DATASET } from './companyDataset.ts';
import { normalizeCompanyName } from './normalizeCompanyName.ts';

describe('the offline company dataset', () => {
  it('has at least 50 companies, listed and unlisted', () => {
    expect(COMPANY_DATASET.length).toBeGreaterThanOrEqual(50);
    expect(COMPANY_DATASET.some((company) => company.ticker === null)).toBe(true);
    expect(COMPANY_DATASET.filter((company) => company.ticker !== null).length).toBeGreaterThan(40);
  });

  it('has unique official names, so choosing a candidate always resolves', () => {
    const keys = COMPANY_DATASET.map((company) => normalizeCompanyName(company.name));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(COMPANY_DATASET.map((company) => [company.name, company] as const))(
    '%s has well-formed facts',
    (_name, company) => {
      expect(company.homepage).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+\/$/);
      if (company.ticker !== null) expect(company.ticker).toMatch(/^\d{4}$/);
      if (company.established !== null) {
        expect(Number(company.established)).toBeGreaterThan(1800);
        expect(Number(company.established)).toBeLessThanOrEqual(new Date().getFullYear());
      }
      if (company.headquarters !== null) expect(company.headquarters).toMatch(/^.{2,3}[都道府県]/);
      expect(company.kana).toMatch(/^[ァ-ヶー]+$/);
      expect(company.description.ja).not.toBe('');
      expect(company.description.en).not.toBe('');
    },
  );
});
