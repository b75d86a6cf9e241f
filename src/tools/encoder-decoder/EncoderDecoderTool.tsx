import { CopyButton } from '../../components/CopyButton';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { CodecInfo } from './CodecInfo';
import { locales } from './locales';
import { SegmentedRadio } from './SegmentedRadio';
import { CODEC_TYPES, type CodecOptions } from './transform';
import { useEncoderDecoder } from './useEncoderDecoder';
import { formatInteger } from '../../lib/format';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import CircleAlert from 'lucide-react/icons/circle-alert';

const TEXTAREA_CLASS = 'input h-56 w-full resize-y font-mono text-sm';

export default function EncoderDecoderTool() {
  const { t } = useToolTranslation('encoder-decoder', locales);
  const tool = useEncoderDecoder();
  const failed = !tool.result.ok;

  const option = (key: keyof CodecOptions, label: string) => (
    <label className="flex items-center gap-2 text-gray-800 dark:text-gray-200">
      <input
        type="checkbox"
        className="h-4 w-4"
        checked={tool.options[key]}
        onChange={(event) => tool.setOptions({ ...tool.options, [key]: event.target.checked })}
      />
      {label}
    </label>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="panel flex flex-col gap-4">
        <div className="flex flex-wrap gap-x-8 gap-y-4">
          <SegmentedRadio
            name="codec-type"
            legend={t('type_label')}
            options={CODEC_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            value={tool.type}
            onChange={tool.setType}
          />
          <SegmentedRadio
            name="codec-direction"
            legend={t('direction_label')}
            options={[
              { value: 'encode', label: t('encode') },
              { value: 'decode', label: t('decode') },
            ]}
            value={tool.direction}
            onChange={tool.setDirection}
          />
        </div>

        {tool.type !== 'uri' && (
          <div className="flex flex-col gap-1">
            {tool.type === 'base64' &&
              (tool.direction === 'encode' ? (
                option('urlSafeBase64', t('url_safe'))
              ) : (
                <p className="muted text-sm">{t('url_safe_decode_note')}</p>
              ))}
            {tool.type === 'url' && option('plusForSpace', t('plus_for_space'))}
            {tool.type === 'html' &&
              tool.direction === 'encode' &&
              option('htmlEncodeNonAscii', t('html_non_ascii'))}
          </div>
        )}

        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <div className="flex min-h-8 items-end">
              <label htmlFor="codec-input" className="label">
                {t('input_label')}
              </label>
            </div>
            <textarea
              id="codec-input"
              className={`${TEXTAREA_CLASS} ${failed ? 'input-invalid' : ''}`}
              value={tool.input}
              placeholder={t(`input_placeholder_${tool.direction}`)}
              spellCheck={false}
              aria-invalid={failed}
              aria-describedby={failed ? 'codec-error' : undefined}
              onChange={(event) => tool.setInput(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <div className="flex min-h-8 items-end justify-between gap-2">
              <label htmlFor="codec-output" className="label">
                {t('common:result')}
              </label>
              <CopyButton
                text={tool.output}
                disabled={tool.output === ''}
                className="btn btn-secondary px-3 py-1 text-sm"
              />
            </div>
            <textarea
              id="codec-output"
              className={TEXTAREA_CLASS}
              value={tool.output}
              placeholder={t('output_placeholder')}
              readOnly
              spellCheck={false}
            />
          </div>
        </div>

        {!tool.result.ok && (
          <div id="codec-error" role="alert" className="alert-error">
            <p className="font-semibold">
              <CircleAlert className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
              {t('error_title')}
            </p>
            <p className="mt-1">
              {tool.result.code === 'unknown'
                ? tool.result.detail || t('error_fallback')
                : t(`errors.${tool.result.code}`, tool.result.params)}
            </p>
          </div>
        )}

        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn btn-primary"
            aria-describedby="codec-swap-hint"
            disabled={failed}
            onClick={tool.swap}
          >
            <ArrowUpDown className="h-4 w-4 shrink-0" />
            {t('swap')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={tool.loadSample}>
            {t('common:sample')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={tool.clear}>
            {t('common:clear')}
          </button>
          <span id="codec-swap-hint" className="muted text-sm">
            {t('swap_hint')}
          </span>
        </div>
        {tool.input !== '' && (
          <p className="muted text-sm">
            {t('counts', {
              input: formatInteger(tool.input.length),
              output: formatInteger(tool.output.length),
            })}
          </p>
        )}
      </div>

      <CodecInfo type={tool.type} t={t} />
    </div>
  );
}
