import { useEffect, useId, useReducer } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useToolState } from '../../lib/useToolState';
import {
  DEFAULT_COLOR,
  formatCmyk,
  formatHsl,
  formatRgb,
  parseHex,
  readableTextOn,
  rgbToCmyk,
  rgbToHsl,
  toHex,
} from './colorConvert';
import {
  colorEditorReducer,
  HSL_FIELDS,
  initialColorEditor,
  isFieldInvalid,
  RGB_FIELDS,
} from './colorEditor';
import { formatHsv, formatOklch, rgbToHsv, rgbToOklch } from './colorSpaces';
import { ContrastTable } from './ContrastTable';
import { cssNameOf } from './cssNamedColors';
import { locales } from './locales';
import { NumberFields } from './NumberFields';

/** Shows translucent colours over a checkerboard, as design tools do. */
const CHECKERBOARD = 'repeating-conic-gradient(#d1d5db 0% 25%, #ffffff 0% 50%) 50% / 20px 20px';

export default function ColorCodeTool() {
  const { t } = useToolTranslation('color-code', locales);
  const id = useId();
  // The colour survives a reload and can be shared as a link (?hex=...).
  const [kept, keep] = useToolState('color-code', { hex: toHex(DEFAULT_COLOR) }, ['hex']);
  const [state, dispatch] = useReducer(colorEditorReducer, kept.hex, (hex) =>
    initialColorEditor(parseHex(hex) ?? DEFAULT_COLOR),
  );
  const { color, drafts } = state;
  const hex = toHex(color);
  useEffect(() => keep({ hex }), [keep, hex]);
  const css = formatRgb(color);
  const hsl = rgbToHsl(color);
  const cmyk = rgbToCmyk(color);
  const hsv = formatHsv(rgbToHsv(color));
  const oklch = formatOklch(rgbToOklch(color), color.a);
  const cssName = color.a === 1 ? cssNameOf(color) : null;
  const hexInvalid = isFieldInvalid(state, 'hex');

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section
        className="panel flex flex-col gap-4 lg:self-start"
        aria-labelledby={`${id}-preview`}
      >
        <h2 id={`${id}-preview`} className="text-lg font-semibold">
          {t('common:preview')}
        </h2>
        <div
          className="overflow-hidden rounded-xl border border-gray-300 dark:border-gray-600"
          style={{ background: CHECKERBOARD }}
        >
          <div
            role="img"
            aria-label={t('preview_label', { hex })}
            className="h-44 w-full"
            style={{ backgroundColor: css }}
          />
        </div>
        {color.a < 1 && (
          <p className="muted text-sm">{t('alpha', { percent: Math.round(color.a * 100) })}</p>
        )}
        <div className="flex items-center gap-3">
          <input
            id={`${id}-picker`}
            type="color"
            className="h-11 w-16 cursor-pointer rounded-lg border border-gray-400 bg-white p-1 dark:border-gray-500 dark:bg-gray-800"
            value={hex.slice(0, 7).toLowerCase()}
            onChange={(event) => dispatch({ type: 'pick', hex: event.target.value })}
          />
          <label className="label" htmlFor={`${id}-picker`}>
            {t('picker')}
          </label>
        </div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <div>
            <p className="label mb-1">{t('as_background')}</p>
            <p
              className="rounded-lg px-4 py-6 text-center font-medium"
              style={{ backgroundColor: css, color: readableTextOn(color) }}
            >
              {t('sample_text')}
            </p>
          </div>
          <div>
            <p className="label mb-1">{t('as_text_on_black')}</p>
            <p
              className="rounded-lg bg-black px-4 py-6 text-center font-medium"
              style={{ color: css }}
            >
              {t('sample_text')}
            </p>
          </div>
        </div>
      </section>

      <div className="flex flex-col gap-6">
        <section className="panel flex flex-col gap-2">
          <label className="label" htmlFor={`${id}-hex`}>
            {t('hex')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-hex`}
              className={`input min-w-0 flex-1 font-mono text-lg ${hexInvalid ? 'input-invalid' : ''}`}
              autoComplete="off"
              spellCheck={false}
              maxLength={24}
              value={drafts.hex}
              aria-invalid={hexInvalid}
              aria-describedby={`${id}-hex-help`}
              onChange={(event) => dispatch({ type: 'hex', text: event.target.value })}
            />
            <CopyButton text={hex} label={t('copy_hex')} />
          </div>
          <p
            id={`${id}-hex-help`}
            className={`text-sm ${hexInvalid ? 'text-red-700 dark:text-red-300' : 'muted'}`}
          >
            {hexInvalid ? t('hex_invalid') : t('hex_help')}
          </p>
          {cssName && <p className="text-sm">{t('css_name', { name: cssName })}</p>}
        </section>

        <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-rgb`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${id}-rgb`} className="text-lg font-semibold">
              {t('rgb_heading')} <code className="ml-2 text-sm font-normal">{css}</code>
            </h2>
            <CopyButton text={css} label={t('copy_rgb')} />
          </div>
          <NumberFields
            fields={RGB_FIELDS}
            values={drafts}
            invalid={(field) => isFieldInvalid(state, field)}
            onChange={(field, text) => dispatch({ type: 'rgb', field, text })}
            t={t}
          />
        </section>

        <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-hsl`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${id}-hsl`} className="text-lg font-semibold">
              {t('hsl_heading')}{' '}
              <code className="ml-2 text-sm font-normal">{formatHsl(hsl, color.a)}</code>
            </h2>
            <CopyButton text={formatHsl(hsl, color.a)} label={t('copy_hsl')} />
          </div>
          <NumberFields
            fields={HSL_FIELDS}
            values={drafts}
            invalid={(field) => isFieldInvalid(state, field)}
            onChange={(field, text) => dispatch({ type: 'hsl', field, text })}
            t={t}
          />
        </section>

        <section className="panel flex flex-col gap-2" aria-labelledby={`${id}-hsv`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${id}-hsv`} className="text-lg font-semibold">
              {t('hsv_heading')} <code className="ml-2 text-sm font-normal">{hsv}</code>
            </h2>
            <CopyButton text={hsv} label={t('copy_hsv')} />
          </div>
        </section>

        <section className="panel flex flex-col gap-2" aria-labelledby={`${id}-oklch`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${id}-oklch`} className="text-lg font-semibold">
              {t('oklch_heading')} <code className="ml-2 text-sm font-normal">{oklch}</code>
            </h2>
            <CopyButton text={oklch} label={t('copy_oklch')} />
          </div>
          <p className="muted text-sm">{t('oklch_help')}</p>
        </section>

        <section className="panel flex flex-col gap-2" aria-labelledby={`${id}-cmyk`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${id}-cmyk`} className="text-lg font-semibold">
              {t('cmyk_heading')}{' '}
              <code className="ml-2 text-sm font-normal">{formatCmyk(cmyk)}</code>
            </h2>
            <CopyButton text={formatCmyk(cmyk)} label={t('copy_cmyk')} />
          </div>
          <p className="muted text-sm">{t('cmyk_help')}</p>
        </section>

        <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-contrast`}>
          <h2 id={`${id}-contrast`} className="text-lg font-semibold">
            {t('contrast_heading')}
          </h2>
          <ContrastTable color={color} t={t} />
          <p className="muted text-sm">{t('contrast_help')}</p>
        </section>
      </div>
    </div>
  );
}
