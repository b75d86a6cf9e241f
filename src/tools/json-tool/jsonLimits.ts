import { LARGE_TEXT_CHARS } from '../../lib/largeText';

/**
 * Sizes at which the JSON tool stops laying text out whole (see src/lib/largeText.ts for why).
 * The input stays editable up to 200,000 characters, more than other tools allow, because
 * JSON documents that size are routinely fixed by hand here; pastes above it are summarised.
 */
export const LARGE_INPUT_CHARS = 200_000;
/**
 * A result up to this long is shown whole (laid out in up to about 75 ms, as any text field of
 * the site up to LARGE_TEXT_CHARS); copy and download use all of it either way.
 */
export const RESULT_WHOLE_CHARS = LARGE_TEXT_CHARS;
/**
 * Of a longer result, the beginning is shown: a textarea lays its whole value out at once, and
 * 50,000 characters were one 75 ms task when a big result appeared; 10,000 take about 15.
 */
export const RESULT_PREVIEW_CHARS = 10_000;
/**
 * While a big result is still being written, the beginning the worker sends first: more than
 * the result box shows without scrolling, and laid out in a few milliseconds (10,000 characters
 * took 30–120 ms of style and layout on a busy machine, the longest task after the paste).
 */
export const RESULT_BEGINNING_CHARS = 2_000;
