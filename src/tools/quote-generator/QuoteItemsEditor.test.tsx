import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { buildQuoteLines } from './calculateQuoteTotals';
import { locales } from './locales';
import { createEmptyItem } from './quoteDraft';
import { QuoteItemsEditor } from './QuoteItemsEditor';
import type { TaxRate } from './quoteTypes';

const items = [createEmptyItem(), createEmptyItem()];

/** The editor over a draft's three settings, as the quote page holds them. */
function Editor() {
  const { t } = useToolTranslation('quote-generator', locales);
  const [taxRate, setTaxRate] = useState<TaxRate>(10);
  const [perItemTax, setPerItemTax] = useState(false);
  const [withholding, setWithholding] = useState(false);
  const lines = useMemo(
    () => buildQuoteLines({ items, perItemTax, taxRate }),
    [perItemTax, taxRate],
  );
  const actions = useMemo(
    () => ({
      updateItem: () => {},
      removeItem: () => {},
      addItem: () => {},
      setTaxRate,
      setPerItemTax,
      setWithholding,
      addDiscount: () => {},
      setTaxEntry: () => {},
      setRounding: () => {},
      setExemptIssuer: () => {},
    }),
    [],
  );
  return (
    <QuoteItemsEditor
      lines={lines}
      taxRate={taxRate}
      perItemTax={perItemTax}
      withholding={withholding}
      taxEntry="exclusive"
      rounding="floor"
      exemptIssuer={false}
      actions={actions}
      t={t}
    />
  );
}

const rowRateSelects = () => screen.queryAllByRole('combobox', { name: '税率' });

describe('QuoteItemsEditor settings', () => {
  beforeEach(() => i18n.changeLanguage('ja'));

  it('a per-item tax rate: the box, then a rate in every row in place of the one for all', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const box = screen.getByRole('checkbox', { name: /品目ごとに税率を設定する/ });
    expect(rowRateSelects()).toHaveLength(0);

    await user.click(box);
    expect(box).toBeChecked();
    expect(rowRateSelects()).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: '消費税率' })).toBeNull();

    await user.click(box);
    expect(box).not.toBeChecked();
    expect(rowRateSelects()).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: '消費税率' })).toHaveValue('10');
  });

  it('the rate for all items and withholding keep what was chosen', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const rate = screen.getByRole('combobox', { name: '消費税率' });
    await user.selectOptions(rate, '8');
    expect(rate).toHaveValue('8');
    const withholding = screen.getByRole('checkbox', { name: /源泉徴収税を差し引く/ });
    await user.click(withholding);
    expect(withholding).toBeChecked();
    // Both stay as chosen when the rows change.
    await user.click(screen.getByRole('checkbox', { name: /品目ごとに税率を設定する/ }));
    expect(rowRateSelects()).toHaveLength(2);
    expect(withholding).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /品目ごとに税率を設定する/ }));
    expect(screen.getByRole('combobox', { name: '消費税率' })).toHaveValue('8');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });
});
