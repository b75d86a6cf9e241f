import type { TFunction } from 'i18next';
import { memo } from 'react';
import { characterBytes } from './unicodeEscapes';

/** Controls and spaces have no glyph: the cell says what they are instead. */
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}]$/u;

/**
 * Each character of the text with its code point and its UTF-8 and UTF-16 bytes in hex. Drawn
 * again only when the text (or the language) changes: the tool passes it a deferred text.
 */
export const ByteTable = memo(function ByteTable({ text, t }: { text: string; t: TFunction }) {
  const { rows, more } = characterBytes(text);
  const total = new TextEncoder().encode(text).length;
  return (
    <section className="panel flex flex-col gap-2" aria-labelledby="unicode-escape-bytes">
      <h2 id="unicode-escape-bytes" className="text-lg font-semibold">
        {t('bytes_heading')}
      </h2>
      {rows.length === 0 ? (
        <p className="muted text-sm">{t('bytes_empty')}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('bytes_caption')}</caption>
              <thead>
                <tr className="border-b border-gray-300 text-left dark:border-gray-600">
                  <th scope="col" className="py-1 pr-4">
                    {t('column_character')}
                  </th>
                  <th scope="col" className="py-1 pr-4">
                    {t('column_code_point')}
                  </th>
                  <th scope="col" className="py-1 pr-4">
                    {t('column_utf8')}
                  </th>
                  <th scope="col" className="py-1">
                    {t('column_utf16')}
                  </th>
                </tr>
              </thead>
              <tbody className="font-mono">
                {rows.map((row, index) => (
                  <tr
                    key={`${index}-${row.codePoint}`}
                    className="border-b border-gray-200 dark:border-gray-700"
                  >
                    <td className="py-1 pr-4 font-sans">
                      {INVISIBLE.test(row.character) ? (
                        <span className="muted">{t('control')}</span>
                      ) : (
                        row.character
                      )}
                    </td>
                    <td className="py-1 pr-4 whitespace-nowrap">{row.codePoint}</td>
                    <td className="py-1 pr-4 whitespace-nowrap">{row.utf8}</td>
                    <td className="py-1 whitespace-nowrap">{row.utf16}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted text-sm">
            {t('bytes_total', { bytes: total.toLocaleString('en') })}
            {more > 0 && ` ${t('bytes_more', { count: more })}`}
          </p>
        </>
      )}
    </section>
  );
});
