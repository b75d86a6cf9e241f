/**
 * Sizes at which the JSON tool stops laying text out whole (see src/lib/largeText.ts for why).
 * The input stays editable up to 200,000 characters, more than other tools allow, because
 * JSON documents that size are routinely fixed by hand here; pastes above it are summarised.
 */
export const LARGE_INPUT_CHARS = 200_000;
/**
 * The result shows this many characters: a textarea lays its whole value out at once (50,000
 * characters in about 75 ms, one long task when a big result appears; 10,000 in about 15);
 * copy and download use all of it.
 */
export const RESULT_PREVIEW_CHARS = 10_000;
