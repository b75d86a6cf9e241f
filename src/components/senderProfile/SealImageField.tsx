import { useId, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { SEAL_IMAGE_MAX_BYTES, toSealImage } from '../../lib/senderProfile';
import { SealImage } from './SealImage';

interface Props {
  value: string;
  onChange: (dataUrl: string) => void;
  t: TFunction;
}

const ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';

/** Chooses, previews and removes the seal or logo image; refuses what is not one, saying why. */
export function SealImageField({ value, onChange, t }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // A huge file is refused before it is read into memory.
    if (file.size > SEAL_IMAGE_MAX_BYTES) {
      setError(t('fields.seal_too_large', { size: `${Math.ceil(file.size / 1024)} KB` }));
      return;
    }
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      setError(t('fields.seal_read_failed'));
      return;
    }
    const result = toSealImage(bytes);
    if (!result.ok) {
      setError(
        result.reason === 'too_large'
          ? t('fields.seal_too_large', { size: `${Math.ceil(bytes.length / 1024)} KB` })
          : t('fields.seal_not_image'),
      );
      return;
    }
    setError(null);
    onChange(result.dataUrl);
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-file`} className="label">
        {t('fields.seal_image')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className="max-w-full text-sm text-gray-800 file:mr-3 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3 file:py-1.5 file:text-gray-900 dark:text-gray-200 dark:file:border-gray-500 dark:file:bg-gray-800 dark:file:text-gray-100"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            // The same file chosen again after a fix must trigger a change too.
            event.target.value = '';
          }}
        />
        {value && (
          <button
            type="button"
            className="btn btn-ghost text-sm text-red-700 dark:text-red-300"
            onClick={() => {
              onChange('');
              setError(null);
              input.current?.focus();
            }}
          >
            {t('fields.seal_remove')}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-gray-700 dark:text-gray-300">
        {t('fields.seal_hint')}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {value && (
        // A white card, as on paper: a dark seal must stay visible in the dark theme.
        <div className="w-fit rounded-md border border-gray-300 bg-white p-2 dark:border-gray-600">
          <SealImage src={value} alt={t('fields.seal_preview')} className="h-20 w-20" />
        </div>
      )}
    </div>
  );
}
