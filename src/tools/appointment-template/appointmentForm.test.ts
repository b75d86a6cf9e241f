import {
  addCandidateRow,
  DEFAULT_DURATION,
  emptyAppointmentForm,
  isDuration,
  MAX_CANDIDATES,
  newCandidateRow,
  removeCandidateRow,
} from './appointmentForm';

describe('appointment form', () => {
  it('starts with three empty candidates and a 60-minute meeting', () => {
    const form = emptyAppointmentForm();
    expect(form.duration).toBe(DEFAULT_DURATION);
    expect(DEFAULT_DURATION).toBe(60);
    expect(form.candidateDates.map((row) => row.value)).toEqual(['', '', '']);
    expect(new Set(form.candidateDates.map((row) => row.id)).size).toBe(3);
  });

  it('offers 30, 60, 90 and 120 minutes only', () => {
    expect([30, 60, 90, 120].every(isDuration)).toBe(true);
    expect([0, 45, 180, Number.NaN].some(isDuration)).toBe(false);
  });

  it('removes a candidate but always keeps the last one', () => {
    const [a, b] = [newCandidateRow('x'), newCandidateRow('y')];
    expect(removeCandidateRow([a, b], a.id)).toEqual([b]);
    expect(removeCandidateRow([b], b.id)).toEqual([b]);
    expect(removeCandidateRow([a, b], -1)).toEqual([a, b]);
  });

  it('adds candidates up to the limit', () => {
    let rows = [newCandidateRow()];
    for (let i = 0; i < 20; i += 1) rows = addCandidateRow(rows);
    expect(rows).toHaveLength(MAX_CANDIDATES);
  });
});
