import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '../../lib/i18n';
import { ReminderField } from './ReminderField';
import { ReminderNotices } from './ReminderNotices';
import { testTask } from './testTask';
import type { Todo } from './todos';

/**
 * The reminder's field as the edit form holds it (the default offered, the date and time, the
 * button that removes it) and the open page's notice when a reminder's minute comes, in English
 * (the Japanese page is the e2e spec's).
 */

let stored = '';
function Field({ due, past = false }: { due: string; past?: boolean }) {
  const [value, setValue] = useState('');
  const change = (next: string) => {
    stored = next;
    setValue(next);
  };
  return <ReminderField baseId="t" value={value} onChange={change} dueDate={due} past={past} />;
}

const task = (fields: Partial<Todo>): Todo =>
  testTask({
    id: 'a',
    list_id: 'l',
    title: 'Send the quote',
    created_at: '2026-12-01T00:00:00Z',
    ...fields,
  });

describe('ReminderField', () => {
  beforeEach(async () => {
    stored = '';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00+09:00'));
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('ja');
  });

  it('offers the due date at 09:00, takes a date and a time, and is removed by its button', async () => {
    const user = userEvent.setup();
    render(<Field due="2026-12-03" />);
    await user.click(screen.getByRole('button', { name: 'Add a reminder' }));
    expect(stored).toBe('2026-12-03T09:00');
    expect(screen.getByLabelText('Reminder date')).toHaveValue('2026-12-03');
    expect(screen.getByLabelText('Reminder time')).toHaveValue('09:00');
    // (jsdom types into a time field unlike a browser: the value is set as a browser sets it.)
    fireEvent.change(screen.getByLabelText('Reminder time'), { target: { value: '15:30' } });
    expect(stored).toBe('2026-12-03T15:30');
    fireEvent.change(screen.getByLabelText('Reminder date'), { target: { value: '2026-12-05' } });
    expect(stored).toBe('2026-12-05T15:30');
    await user.click(screen.getByRole('button', { name: 'Remove the reminder' }));
    expect(stored).toBe('');
    expect(screen.getByRole('button', { name: 'Add a reminder' })).toBeVisible();
  });

  it('without a due date offers 09:00 tomorrow; a past time is said so', async () => {
    const user = userEvent.setup();
    render(<Field due="" past />);
    await user.click(screen.getByRole('button', { name: 'Add a reminder' }));
    expect(stored).toBe('2026-12-02T09:00');
    expect(screen.getByRole('alert')).toHaveTextContent('A reminder cannot be set in the past.');
    expect(screen.getByLabelText('Reminder date')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ReminderNotice', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-03T14:59:00+09:00'));
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('ja');
  });

  it('names the task when its minute comes, not before, and not a done one', () => {
    render(
      <div role="status">
        <ReminderNotices
          tasks={[
            task({ id: 'a', remind_at: '2026-12-03T15:00:00+09:00' }),
            task({
              id: 'b',
              title: 'Done already',
              remind_at: '2026-12-03T15:00:00+09:00',
              completed: true,
            }),
            task({ id: 'c', title: 'Earlier', remind_at: '2026-12-03T14:00:00+09:00' }),
          ]}
        />
      </div>,
    );
    const notices = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(59_000));
    expect(notices).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1_000));
    expect(notices).toHaveTextContent('A reminder is due');
    expect(notices).toHaveTextContent('Task "Send the quote" (Thu, Dec 3, 2026, 15:00)');
    expect(notices).not.toHaveTextContent('Done already');
    expect(notices).not.toHaveTextContent('Earlier');
    act(() => screen.getByRole('button', { name: 'Dismiss this notice: Send the quote' }).click());
    expect(notices).toBeEmptyDOMElement();
  });
});
