import { memo } from 'react';
import type { TFunction } from 'i18next';
import { USAGE_EXAMPLES } from './samples';
import { CODEC_TYPES, transform, type CodecType } from './transform';

const CELL = 'border border-gray-300 px-3 py-2 align-top dark:border-gray-600';
const HEAD = `${CELL} bg-gray-100 text-left font-semibold dark:bg-gray-700`;

function shown(result: ReturnType<typeof transform>): string {
  return result.ok ? result.output : '';
}

/** About text, usage examples for the chosen type and the comparison table. */
/** Drawn again only when the codec changes, not on each key typed into the input. */
export const CodecInfo = memo(function CodecInfo({ type, t }: { type: CodecType; t: TFunction }) {
  return (
    <>
      <section className="panel flex flex-col gap-2" aria-labelledby="codec-about-heading">
        <h2
          id="codec-about-heading"
          className="text-lg font-semibold text-gray-900 dark:text-white"
        >
          {t('about.heading')}
        </h2>
        <p className="text-gray-800 dark:text-gray-200">{t('about.body')}</p>
      </section>

      <section className="panel flex flex-col gap-3" aria-labelledby="codec-examples-heading">
        <h2
          id="codec-examples-heading"
          className="text-lg font-semibold text-gray-900 dark:text-white"
        >
          {t('examples.heading', { type: t(`types.${type}`) })}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className={HEAD}>
                  {t('examples.input')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('common:result')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('examples.note')}
                </th>
              </tr>
            </thead>
            <tbody>
              {USAGE_EXAMPLES[type].map((example) => (
                <tr key={example.id}>
                  <td className={CELL}>
                    <span className="muted block text-xs">{t(example.direction)}</span>
                    <code className="font-mono break-all">{example.input}</code>
                  </td>
                  <td className={CELL}>
                    <code className="font-mono break-all">
                      {shown(transform(type, example.direction, example.input))}
                    </code>
                  </td>
                  <td className={CELL}>{t(`examples.${type}.${example.id}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="panel flex flex-col gap-3" aria-labelledby="codec-compare-heading">
        <h2
          id="codec-compare-heading"
          className="text-lg font-semibold text-gray-900 dark:text-white"
        >
          {t('comparison.heading')}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('comparison.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={HEAD}>
                  {t('comparison.column_type')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('comparison.column_target')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('comparison.column_use')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('comparison.column_example')}
                </th>
              </tr>
            </thead>
            <tbody>
              {CODEC_TYPES.map((row) => (
                <tr key={row}>
                  <th scope="row" className={`${CELL} text-left font-semibold`}>
                    {t(`types.${row}`)}
                  </th>
                  <td className={CELL}>{t(`comparison.rows.${row}.target`)}</td>
                  <td className={CELL}>{t(`comparison.rows.${row}.use`)}</td>
                  <td className={CELL}>
                    <code className="font-mono break-all">
                      {shown(transform(row, 'encode', COMPARISON_INPUT[row]))}
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted text-sm">
          {t('comparison.example_note', {
            input: COMPARISON_INPUT.base64,
            address: COMPARISON_INPUT.uri,
          })}
        </p>
      </section>
    </>
  );
});

/** Short inputs that show each format's character in one line. */
const COMPARISON_INPUT: Record<CodecType, string> = {
  base64: '日本 & <a>',
  url: '日本 & <a>',
  html: '日本 & <a>',
  uri: 'https://例.jp/?q=日本 & <a>',
};
