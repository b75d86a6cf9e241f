import { useId, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { type LoadedLogo, loadLogo } from './qrCanvas';
import { colourRisk } from './renderQr';
import {
  ERROR_CORRECTION_LEVELS,
  type ErrorCorrectionLevel,
  isErrorCorrectionLevel,
  QR_SIZE_MAX,
  QR_SIZE_MIN,
  QR_SIZE_STEP,
} from './qrSettings';

interface Props {
  t: TFunction;
  size: number;
  onSize: (size: number) => void;
  level: ErrorCorrectionLevel;
  onLevel: (level: ErrorCorrectionLevel) => void;
  dark: string;
  onDark: (colour: string) => void;
  light: string;
  onLight: (colour: string) => void;
  logo: LoadedLogo | null;
  onLogo: (logo: LoadedLogo | null) => void;
}

export function SettingsPanel({ t, ...props }: Props) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [logoError, setLogoError] = useState<'too_large' | 'invalid' | null>(null);
  const risk = colourRisk(props.dark, props.light);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const result = await loadLogo(file);
    if (result.ok) {
      setLogoError(null);
      props.onLogo(result.logo);
    } else {
      setLogoError(result.reason);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <section className="panel flex flex-col gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('settings_heading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label className="label" htmlFor={`${id}-size`}>
            {t('size', { size: props.size })}
          </label>
          <input
            id={`${id}-size`}
            type="range"
            className="accent-blue-700 dark:accent-blue-300"
            min={QR_SIZE_MIN}
            max={QR_SIZE_MAX}
            step={QR_SIZE_STEP}
            value={props.size}
            aria-valuetext={`${props.size}px`}
            onChange={(event) => props.onSize(Number(event.target.value))}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label className="label" htmlFor={`${id}-level`}>
            {t('level')}
          </label>
          <select
            id={`${id}-level`}
            className="input"
            value={props.logo ? 'H' : props.level}
            disabled={props.logo !== null}
            aria-describedby={props.logo ? `${id}-level-note` : undefined}
            onChange={(event) => {
              if (isErrorCorrectionLevel(event.target.value)) props.onLevel(event.target.value);
            }}
          >
            {ERROR_CORRECTION_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </select>
          {props.logo && (
            <p id={`${id}-level-note`} className="muted text-sm">
              {t('level_locked')}
            </p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <input
            id={`${id}-dark`}
            type="color"
            className="h-10 w-14 cursor-pointer rounded-lg border border-gray-400 bg-white p-1 dark:border-gray-500 dark:bg-gray-800"
            value={props.dark}
            onChange={(event) => props.onDark(event.target.value)}
          />
          <label className="label" htmlFor={`${id}-dark`}>
            {t('dark_colour')}
          </label>
        </div>
        <div className="flex items-center gap-3">
          <input
            id={`${id}-light`}
            type="color"
            className="h-10 w-14 cursor-pointer rounded-lg border border-gray-400 bg-white p-1 dark:border-gray-500 dark:bg-gray-800"
            value={props.light}
            onChange={(event) => props.onLight(event.target.value)}
          />
          <label className="label" htmlFor={`${id}-light`}>
            {t('light_colour')}
          </label>
        </div>
      </div>
      {risk && (
        <p className="alert-warning text-sm" role="status">
          {t(risk === 'inverted' ? 'colour_inverted' : 'colour_low_contrast')}
        </p>
      )}

      <div className="flex flex-col gap-1">
        <label className="label" htmlFor={`${id}-logo`}>
          {t('logo')}
        </label>
        <input
          id={`${id}-logo`}
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
          className="text-sm text-gray-800 file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5 file:text-gray-900 dark:text-gray-200 dark:file:border-gray-600 dark:file:bg-gray-800 dark:file:text-gray-100"
          aria-describedby={`${id}-logo-help`}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <p id={`${id}-logo-help`} className="muted text-sm">
          {t('logo_help')}
        </p>
        {logoError && (
          <p className="text-sm text-red-700 dark:text-red-300" role="alert">
            {t(logoError === 'too_large' ? 'logo_too_large' : 'logo_invalid')}
          </p>
        )}
        {props.logo && (
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm">{t('logo_selected', { name: props.logo.name })}</span>
            <button
              type="button"
              className="btn btn-secondary text-sm"
              onClick={() => {
                props.onLogo(null);
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              {t('logo_remove')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
