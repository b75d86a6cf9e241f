import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { COPY_CONFIRM_MS } from '../../components/CopyButton';
import { copyImage } from '../../lib/clipboard';
import { downloadBlob, downloadText } from '../../lib/download';
import type { QrMatrixResult } from './buildQrMatrix';
import { canvasToPng, type LoadedLogo, paintQr } from './qrCanvas';
import { MIN_PIXELS_PER_MODULE, qrLayout } from './qrLayout';
import { logoBox, type QrRenderOptions, renderQrSvg } from './renderQr';
import { type ErrorCorrectionLevel, QR_FILE_NAME, QR_SVG_FILE_NAME } from './qrSettings';
import Check from 'lucide-react/icons/check';
import Clipboard from 'lucide-react/icons/clipboard';
import Download from 'lucide-react/icons/download';

interface Props {
  t: TFunction;
  result: QrMatrixResult;
  payload: string;
  size: number;
  level: ErrorCorrectionLevel;
  options: QrRenderOptions;
  logo: LoadedLogo | null;
  onClear: () => void;
}

/** Alt text stays short: long payloads (vCards) would flood screen readers. */
function shorten(text: string, max = 80): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : characters.join('');
}

export function QrPreview({ t, result, payload, size, level, options, logo, onClear }: Props) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [copied, setCopied] = useState(false);
  const copyTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(copyTimer.current), []);

  const layout = useMemo(
    () => (result.ok ? qrLayout(result.matrix, size, options.margin) : null),
    [result, size, options.margin],
  );

  useEffect(() => {
    if (result.ok && layout && canvas.current)
      paintQr(canvas.current, result.matrix, layout, options, logo);
  }, [result, layout, options, logo]);

  const savePng = async () => {
    if (!canvas.current) return;
    const blob = await canvasToPng(canvas.current);
    if (blob) downloadBlob(QR_FILE_NAME, blob);
  };

  const saveSvg = () => {
    if (!result.ok || !layout) return;
    const box = logoBox(result.matrix, options.margin);
    const svg = renderQrSvg(
      result.matrix,
      layout.pixelSize,
      options,
      logo ? { box, href: logo.dataUrl } : undefined,
    );
    downloadText(QR_SVG_FILE_NAME, svg, 'image/svg+xml');
  };

  const copy = async () => {
    if (!canvas.current) return;
    const blob = await canvasToPng(canvas.current);
    // Spec: a clipboard failure is only logged (copyImage logs it).
    if (!blob || !(await copyImage(blob))) return;
    setCopied(true);
    window.clearTimeout(copyTimer.current);
    copyTimer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  };

  return (
    <section className="panel flex flex-col items-center gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="self-start text-lg font-semibold">
        {t('common:preview')}
      </h2>
      {result.ok ? (
        layout && (
          <>
            <canvas
              ref={canvas}
              role="img"
              aria-label={t('preview_alt', { text: shorten(payload) })}
              className="h-auto max-w-full rounded border border-gray-200 dark:border-gray-700"
              style={{ width: layout.pixelSize, imageRendering: 'pixelated' }}
            />
            <p className="muted text-sm">
              {t('version', { version: result.matrix.version, modules: result.matrix.size, level })}
            </p>
            {layout.enlarged && (
              <p id={`${id}-enlarged`} className="alert-warning w-full text-sm" role="status">
                {t('enlarged', { size, pixels: layout.pixelSize })}
              </p>
            )}
            <p id={`${id}-rule`} className="muted w-full text-sm">
              {t('module_rule', { pixels: MIN_PIXELS_PER_MODULE })}
            </p>
          </>
        )
      ) : result.reason === 'empty' ? (
        <p className="muted flex min-h-40 items-center text-center">{t('preview_empty')}</p>
      ) : (
        <div className="alert-error w-full" role="alert">
          <p className="font-semibold">{t('error_title')}</p>
          <p className="text-sm">
            {t(result.reason === 'too_long' ? 'error_too_long' : 'error_failed')}
          </p>
        </div>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!result.ok}
          aria-describedby={
            layout ? `${layout.enlarged ? `${id}-enlarged ` : ''}${id}-rule` : undefined
          }
          onClick={() => void savePng()}
        >
          <Download className="h-4 w-4 shrink-0" />
          {t('download_png')}
        </button>
        <button type="button" className="btn btn-secondary" disabled={!result.ok} onClick={saveSvg}>
          <Download className="h-4 w-4 shrink-0" />
          {t('download_svg')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!result.ok}
          onClick={() => void copy()}
        >
          {copied ? (
            <Check className="h-4 w-4 shrink-0" />
          ) : (
            <Clipboard className="h-4 w-4 shrink-0" />
          )}
          <span aria-live="polite">{copied ? t('common:copied') : t('copy_image')}</span>
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClear}>
          {t('common:clear')}
        </button>
      </div>
    </section>
  );
}
