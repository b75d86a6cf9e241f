/**
 * "Read everything the page shows again", without the query library: the sign-in's second step
 * (src/app/auth/SecondFactorPrompt.tsx) asks, and the page's query client answers once a data
 * tool has created it (src/lib/query/dataQueries.ts). Apart from dataQueries.ts so that the
 * prompt does not carry TanStack Query: importing it there split the query code into a chunk of
 * its own, 0.5 KB more for the quote page, over its 60 KB.
 */
let refetchAll: (() => void) | null = null;

/** Called by the page's query client when it is created. */
export function answerRefetchAll(refetch: () => void): void {
  refetchAll = refetch;
}

/**
 * Reads everything the page shows again, if a data tool was opened: after the sign-in's second
 * step, what a password-only session could not see (the database asks for aal2 once a factor
 * is on) is readable.
 */
export function refetchAllDataQueries(): void {
  refetchAll?.();
}
