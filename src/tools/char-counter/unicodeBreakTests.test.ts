import graphemeBreakTest from './unicodeBreakTests/GraphemeBreakTest.json';
import wordBreakTest from './unicodeBreakTests/WordBreakTest.json';
import { countText } from './countText';
import { forEachWordSegment } from './countWords';
import { splitGraphemes } from './graphemes';

/** The Unicode version of the files in ./unicodeBreakTests (see its README). */
const UNICODE_VERSION = '17.0';

/**
 * Lines where ICU (the engine's segmenter) and Unicode's test file disagree, known upstream:
 * ICU keeps a ZWJ sequence of two Extended_Pictographic characters from the Dingbats block
 * apart. The test fails if another line starts to disagree, or if one of these starts to agree
 * (then remove it here).
 */
const KNOWN_ENGINE_DIFFERENCES = {
  grapheme: ['÷ 2701 × 200D × 2701 ÷'],
  word: ['÷ 2701 × 200D × 2701 ÷', '÷ 0061 × 200D × 2701 ÷'],
};

/** A test line (`÷ 0061 × 0308 ÷ 0062 ÷`) as the text and its expected pieces. */
function parseLine(line: string): { text: string; pieces: string[] } {
  const tokens = line.trim().split(/\s+/);
  const pieces: string[] = [];
  let piece = '';
  for (let index = 1; index < tokens.length; index += 2) {
    piece += String.fromCodePoint(Number.parseInt(tokens[index] as string, 16));
    if (tokens[index + 1] === '÷') {
      pieces.push(piece);
      piece = '';
    }
  }
  return { text: pieces.join(''), pieces };
}

const sameUnicode = process.versions.unicode === UNICODE_VERSION;

describe.runIf(sameUnicode)(`Unicode ${UNICODE_VERSION} GraphemeBreakTest.txt`, () => {
  const lines = graphemeBreakTest.GraphemeBreakTest;

  it('has all its lines', () => {
    expect(lines.length).toBeGreaterThan(1000);
  });

  it('splits every line into the same characters, in one piece and window by window', () => {
    const differing: string[] = [];
    for (const line of lines) {
      const { text, pieces } = parseLine(line);
      const whole = splitGraphemes(text);
      // Windows of 1 and 2 code units exercise the re-segmenting at every window's end.
      const windowed = [1, 2].map((size) => splitGraphemes(text, size));
      if (windowed.some((clusters) => clusters.join('\u0000') !== whole.join('\u0000'))) {
        differing.push(`${line} (windowed)`);
      } else if (whole.join('\u0000') !== pieces.join('\u0000')) differing.push(line);
    }
    expect(differing).toEqual(KNOWN_ENGINE_DIFFERENCES.grapheme);
  });

  it('counts the characters of every line as the file does', () => {
    const differing: string[] = [];
    for (const line of lines) {
      const { text, pieces } = parseLine(line);
      if (countText(text).total !== pieces.length) differing.push(line);
    }
    expect(differing).toEqual(KNOWN_ENGINE_DIFFERENCES.grapheme);
  });
});

describe.runIf(sameUnicode)(`Unicode ${UNICODE_VERSION} WordBreakTest.txt`, () => {
  const lines = wordBreakTest.WordBreakTest;

  it('has all its lines', () => {
    expect(lines.length).toBeGreaterThan(1800);
  });

  it("splits every line at the file's word boundaries, whole and chunk by chunk", () => {
    const differing: string[] = [];
    for (const line of lines) {
      const { text, pieces } = parseLine(line);
      // Chunks of 8 cut every line with a space in it; no line is as long as the hard limit (32).
      for (const chunkSize of [4096, 8]) {
        const found: string[] = [];
        forEachWordSegment(text, (segment) => found.push(segment), chunkSize);
        if (found.join('\u0000') !== pieces.join('\u0000')) {
          differing.push(chunkSize === 4096 ? line : `${line} (chunked)`);
          break;
        }
      }
    }
    expect(differing).toEqual(KNOWN_ENGINE_DIFFERENCES.word);
  });
});

describe.runIf(!sameUnicode)('Unicode break tests', () => {
  it.skip(`need the engine's Unicode ${UNICODE_VERSION} (this one has ${process.versions.unicode})`, () => {});
});
