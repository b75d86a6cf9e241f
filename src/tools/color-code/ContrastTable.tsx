import type { TFunction } from 'i18next';
import { contrastVerdict, type Rgb, type Rgba } from './colorConvert';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';

const BACKDROPS: { key: 'against_white' | 'against_black'; rgb: Rgb }[] = [
  { key: 'against_white', rgb: { r: 255, g: 255, b: 255 } },
  { key: 'against_black', rgb: { r: 0, g: 0, b: 0 } },
];

function Verdict({ pass, t }: { pass: boolean; t: TFunction }) {
  return (
    <span
      className={
        pass
          ? 'font-semibold text-green-800 dark:text-green-300'
          : 'font-semibold text-red-700 dark:text-red-300'
      }
    >
      {pass ? (
        <Check className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
      ) : (
        <X className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
      )}
      {t(pass ? 'pass' : 'fail')}
    </span>
  );
}

/** WCAG contrast of the colour against white and black, with AA/AAA verdicts. */
export function ContrastTable({ color, t }: { color: Rgba; t: TFunction }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {BACKDROPS.map(({ key, rgb }) => {
        const verdict = contrastVerdict(color, rgb);
        return (
          <table key={key} className="w-full text-sm">
            <caption className="mb-2 text-left">
              <span className="font-medium">{t(key)}</span>{' '}
              <span className="font-mono text-lg font-bold">
                {t('ratio', { ratio: verdict.ratio.toFixed(2) })}
              </span>
            </caption>
            <thead>
              <tr className="border-b border-gray-200 text-left dark:border-gray-700">
                <th scope="col" className="py-1 font-medium">
                  {t('criterion')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  AA
                </th>
                <th scope="col" className="py-1 font-medium">
                  AAA
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className="py-1 text-left font-normal">
                  {t('normal_text')}
                </th>
                <td className="py-1">
                  <Verdict pass={verdict.aa} t={t} />
                </td>
                <td className="py-1">
                  <Verdict pass={verdict.aaa} t={t} />
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-1 text-left font-normal">
                  {t('large_text')}
                </th>
                <td className="py-1">
                  <Verdict pass={verdict.aaLarge} t={t} />
                </td>
                <td className="py-1">
                  <Verdict pass={verdict.aaaLarge} t={t} />
                </td>
              </tr>
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
