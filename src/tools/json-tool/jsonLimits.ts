import { LARGE_TEXT_CHARS } from '../../lib/largeText';

/**
 * Sizes at which the JSON tool stops laying text out whole (see src/lib/largeText.ts for why).
 * The input stays editable up to 200,000 characters, more than other tools allow, because
 * JSON documents that size are routinely fixed by hand here; pastes above it are summarised.
 */
export const LARGE_INPUT_CHARS = 200_000;
/**
 * The result shows this many characters (laid out in about 75 ms; 100,000 took 160 ms);
 * copy and download use all of it.
 */
export const RESULT_PREVIEW_CHARS = LARGE_TEXT_CHARS;
