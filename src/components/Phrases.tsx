import { Fragment } from 'react';
import { usePhrases } from '../lib/phraseBreaks';

/** Japanese text that breaks only between phrases, in every browser (see phraseBreaks.ts). */
export function Phrases({ text, language }: { text: string; language: 'ja' | 'en' }) {
  const phrases = usePhrases(text, language);
  return (
    <span data-phrases>
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
