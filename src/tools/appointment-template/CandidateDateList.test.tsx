import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { i18n } from '../../lib/i18n';
import { emptyAppointmentForm, type CandidateRow } from './appointmentForm';
import { holidayCalendar } from '../../lib/japaneseCalendar/holidayTable';
import { CandidateDateList } from './CandidateDateList';

function Harness() {
  const [rows, setRows] = useState<CandidateRow[]>(() => emptyAppointmentForm().candidateDates);
  return <CandidateDateList holidays={holidayCalendar} rows={rows} onChange={setRows} />;
}

describe('CandidateDateList', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
  });

  it('starts with three candidates and never removes the last one', () => {
    render(<Harness />);
    expect(screen.getAllByLabelText(/^候補日時 \d$/)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '候補日時 3 を削除' }));
    fireEvent.click(screen.getByRole('button', { name: '候補日時 2 を削除' }));
    expect(screen.getAllByLabelText(/^候補日時 \d$/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: '候補日時 1 を削除' })).toBeDisabled();
  });

  it('adds a candidate and moves the focus to it', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '候補日時を追加' }));
    expect(screen.getByLabelText('候補日時 4')).toHaveFocus();
  });

  it('warns about a past date', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('候補日時 1'), {
      target: { value: '2001-01-01T10:00' },
    });
    expect(screen.getByLabelText('候補日時 1')).toHaveAccessibleDescription(/過去の日時です。/);
  });

  it('marks a candidate on a national holiday with its name', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('候補日時 1'), {
      target: { value: '2027-01-11T10:00' },
    });
    expect(screen.getByText('祝 成人の日')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('候補日時 1'), {
      target: { value: '2027-01-12T10:00' },
    });
    expect(screen.queryByText(/^祝 /)).toBeNull();
  });
});
