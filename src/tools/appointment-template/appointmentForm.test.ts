import {
  addCandidateRow,
  DEFAULT_DURATION,
  emptyAppointmentForm,
  isDuration,
  MAX_CANDIDATES,
  removeCandidateRow,
} from './appointmentForm';

describe('appointment form', () => {
  it('starts with three empty candidates and a 60-minute meeting', () => {
    const form = emptyAppointmentForm();
    expect(form.duration).toBe(DEFAULT_DURATION);
    expect(DEFAULT_DURATION).toBe(60);
    expect(form.candidateDates.map((row) => row.value)).toEqual(['', '', '']);
    expect(new Set(form.candidateDates.map((row) => row.id)).size).toBe(3);
    // Numbered alike every time it is made (the page drawn at build time and the app agree).
    expect(emptyAppointmentForm()).toEqual(form);
  });

  it('offers 30, 60, 90 and 120 minutes only', () => {
    expect([30, 60, 90, 120].every(isDuration)).toBe(true);
    expect([0, 45, 180, Number.NaN].some(isDuration)).toBe(false);
  });

  it('removes a candidate but always keeps the last one', () => {
    const [a, b] = [
      { id: 1, value: 'x' },
      { id: 2, value: 'y' },
    ];
    expect(removeCandidateRow([a, b], a.id)).toEqual([b]);
    expect(removeCandidateRow([b], b.id)).toEqual([b]);
    expect(removeCandidateRow([a, b], -1)).toEqual([a, b]);
  });

  it('adds candidates up to the limit', () => {
    let rows = [{ id: 1, value: '' }];
    for (let i = 0; i < 20; i += 1) rows = addCandidateRow(rows);
    expect(rows).toHaveLength(MAX_CANDIDATES);
  });

  it.each([
    { ids: [1, 2, 3], next: 4 },
    { ids: [1, 3], next: 4 },
    { ids: [5, 2], next: 6 },
    { ids: [], next: 1 },
  ])('numbers an added row above every row there ($ids → $next)', ({ ids, next }) => {
    const rows = addCandidateRow(ids.map((id) => ({ id, value: '' })));
    expect(rows.at(-1)).toEqual({ id: next, value: '' });
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });
});
