export type Availability = 'yes' | 'maybe' | 'no';

export const AVAILABILITIES: readonly Availability[] = ['yes', 'maybe', 'no'];
export const AVAILABILITY_MARKS: Record<Availability, string> = { yes: '○', maybe: '△', no: '×' };

interface AnswerRow {
  respondent_id: string;
  respondent_name: string;
  option_id: string;
  availability: Availability;
  comment: string | null;
  created_at: string;
  /** The respondent's set's revision (absent from pages of before: 1). */
  revision?: number;
}

export interface OptionTally {
  optionId: string;
  yes: number;
  maybe: number;
  no: number;
  /** Names of those who chose it (○): the spec's count and respondent names. */
  yesNames: string[];
  maybeNames: string[];
}

export interface Respondent {
  id: string;
  name: string;
  comment: string | null;
  answers: Record<string, Availability>;
  /** The base a change of this answer names. */
  revision: number;
}

export function tallyOptions(
  optionIds: readonly string[],
  answers: readonly AnswerRow[],
): OptionTally[] {
  // Names read in the order people answered, whatever order the rows were fetched in.
  const chronological = [...answers].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return optionIds.map((optionId) => {
    const rows = chronological.filter((answer) => answer.option_id === optionId);
    const names = (availability: Availability) =>
      rows.filter((row) => row.availability === availability).map((row) => row.respondent_name);
    return {
      optionId,
      yes: names('yes').length,
      maybe: names('maybe').length,
      no: names('no').length,
      yesNames: names('yes'),
      maybeNames: names('maybe'),
    };
  });
}

/** One row per respondent for the matrix, in the order they first answered. */
export function groupRespondents(answers: readonly AnswerRow[]): Respondent[] {
  const byId = new Map<string, Respondent & { first: string }>();
  for (const answer of answers) {
    const existing = byId.get(answer.respondent_id);
    const respondent = existing ?? {
      id: answer.respondent_id,
      name: answer.respondent_name,
      comment: answer.comment,
      answers: {},
      revision: answer.revision ?? 1,
      first: answer.created_at,
    };
    respondent.answers[answer.option_id] = answer.availability;
    if (answer.created_at < respondent.first) respondent.first = answer.created_at;
    byId.set(answer.respondent_id, respondent);
  }
  return [...byId.values()]
    .sort((a, b) => a.first.localeCompare(b.first) || a.id.localeCompare(b.id))
    .map(({ first: _first, ...respondent }) => respondent);
}

/**
 * The best options, as chouseisan users read a poll: most people who can come at all (○ + △),
 * then most certain (○). Ties are all best; nothing is best while nobody said ○ or △.
 */
export function bestOptionIds(tallies: readonly OptionTally[]): string[] {
  const score = (tally: OptionTally) => [tally.yes + tally.maybe, tally.yes] as const;
  let best: readonly [number, number] = [0, 0];
  for (const tally of tallies) {
    const [reach, sure] = score(tally);
    if (reach > best[0] || (reach === best[0] && sure > best[1])) best = [reach, sure];
  }
  if (best[0] === 0) return [];
  return tallies
    .filter((tally) => score(tally)[0] === best[0] && score(tally)[1] === best[1])
    .map((tally) => tally.optionId);
}

/** The spec's answer rule: a non-blank name and at least one option answered. */
export function validateAnswer(
  name: string,
  selections: Record<string, Availability | undefined>,
): boolean {
  const hasName = name.replace(/[\s\u3000]/g, '') !== '';
  return hasName && Object.values(selections).some((value) => value !== undefined);
}
