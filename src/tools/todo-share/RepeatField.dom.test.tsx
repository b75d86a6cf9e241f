import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '../../lib/i18n';
import { RepeatField } from './RepeatField';

/** The 繰り返し picker, as the edit form holds it: the stored text it writes, and its words. */

let stored = '';
function Picker({ dueOrToday }: { dueOrToday: string }) {
  const [value, setValue] = useState('');
  const change = (next: string) => {
    stored = next;
    setValue(next);
  };
  return <RepeatField baseId="t" value={value} onChange={change} dueOrToday={dueOrToday} />;
}

describe('RepeatField', () => {
  beforeEach(() => {
    stored = '';
  });
  afterEach(async () => {
    await i18n.changeLanguage('ja');
  });

  it('毎週 takes the due date’s day; days are added, and the last one cannot be removed', async () => {
    await i18n.changeLanguage('ja');
    const user = userEvent.setup();
    render(<Picker dueOrToday="2026-11-18" />);
    await user.selectOptions(screen.getByLabelText('繰り返し'), '毎週');
    expect(stored).toBe('FREQ=WEEKLY;BYDAY=WE');
    expect(screen.getByRole('checkbox', { name: '水' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '金' }));
    expect(stored).toBe('FREQ=WEEKLY;BYDAY=WE,FR');
    expect(screen.getByTestId('repeat-preview')).toHaveTextContent('繰り返し: 毎週 水・金');
    await user.clear(screen.getByLabelText('間隔'));
    await user.type(screen.getByLabelText('間隔'), '2');
    expect(stored).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=WE,FR;WKST=MO');
    expect(screen.getByTestId('repeat-preview')).toHaveTextContent('隔週 水・金');
    await user.selectOptions(screen.getByLabelText('繰り返し'), '繰り返さない');
    expect(stored).toBe('');
  });

  it('毎月 on the 31st or 末日, every 3 months', async () => {
    await i18n.changeLanguage('ja');
    const user = userEvent.setup();
    render(<Picker dueOrToday="2027-01-31" />);
    await user.selectOptions(screen.getByLabelText('繰り返し'), '毎月');
    expect(stored).toBe('FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1');
    expect(screen.getByTestId('repeat-preview')).toHaveTextContent('2027年2月28日(日)');
    await user.selectOptions(screen.getByLabelText('日にち'), '末日');
    await user.clear(screen.getByLabelText('間隔'));
    await user.type(screen.getByLabelText('間隔'), '3');
    expect(stored).toBe('FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-1');
    expect(screen.getByTestId('repeat-preview')).toHaveTextContent('3か月ごと 末日');
  });

  it('in English: yearly on February 29 falls on February 28 in common years', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    render(<Picker dueOrToday="2028-02-29" />);
    await user.selectOptions(screen.getByLabelText('Repeat'), 'Yearly');
    expect(stored).toBe('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1');
    const preview = screen.getByTestId('repeat-preview');
    expect(preview).toHaveTextContent('Repeats: Yearly on February 29');
    expect(preview).toHaveTextContent('Feb 28, 2029');
    // A month without the day: the day comes down to the month's last.
    await user.selectOptions(screen.getByLabelText('Month'), 'April');
    expect(stored).toBe('FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=29');
  });
});
