import { useEffect, useState } from 'react';

/**
 * Japanese lines break between phrases (文節), not inside a word: CSS `word-break: auto-phrase`
 * (src/index.css) does it in Chromium. Where the browser lacks it (Safari, Firefox), the texts
 * that matter most (the poll tables' headings, names and comments) are cut into phrases by
 * BudouX, loaded only then, and drawn with <wbr> between phrases under `word-break: keep-all`.
 */
export function supportsAutoPhrase(): boolean {
  return (
    typeof CSS !== 'undefined' &&
    typeof CSS.supports === 'function' &&
    CSS.supports('word-break', 'auto-phrase')
  );
}

interface PhraseParser {
  parse(text: string): string[];
}

let parser: Promise<PhraseParser> | null = null;

function loadParser(): Promise<PhraseParser> {
  parser ??= import('budoux').then((budoux) => budoux.loadDefaultJapaneseParser());
  return parser;
}

const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The text's phrases where the browser needs them cut; [text] where it does not. */
export function usePhrases(text: string, language: 'ja' | 'en'): string[] {
  const needed = language === 'ja' && JAPANESE.test(text) && !supportsAutoPhrase();
  const [parsed, setParsed] = useState<{ text: string; phrases: string[] } | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void loadParser().then((loaded) => {
      if (live) setParsed({ text, phrases: loaded.parse(text) });
    });
    return () => {
      live = false;
    };
  }, [needed, text]);
  return needed && parsed?.text === text ? parsed.phrases : [text];
}
