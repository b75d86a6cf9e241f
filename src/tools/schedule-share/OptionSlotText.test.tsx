import { render, screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { OptionSlotText } from './OptionSlotText';

describe('OptionSlotText', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
  });

  it('marks a candidate on a national holiday 「祝」 with its name', async () => {
    render(
      <OptionSlotText
        option={{ kind: 'time', date_time: '2027-01-11T01:00:00Z', end_time: null, label: null }}
        language="ja"
      />,
    );
    expect(await screen.findByText('祝 成人の日')).toBeInTheDocument();
  });

  it('names the holiday in English on the English page', async () => {
    render(
      <OptionSlotText
        option={{ kind: 'all_day', date_time: '2025-02-23T15:00:00Z', label: null }}
        language="en"
      />,
    );
    expect(
      await screen.findByText("Holiday: Substitute holiday for Emperor's Birthday"),
    ).toBeInTheDocument();
  });

  it('marks no ordinary day', async () => {
    render(
      <OptionSlotText
        option={{ kind: 'time', date_time: '2027-01-12T01:00:00Z', end_time: null, label: null }}
        language="ja"
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^祝 /)).toBeNull();
  });
});
