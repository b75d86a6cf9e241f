import { useEffect, useRef, useState } from 'react';
import { copyText } from '../lib/clipboard';
import { useCommonTranslation } from '../lib/i18n/toolLocales';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';

export const COPY_CONFIRM_MS = 2000;

interface Props {
  /** The text to copy, or a function producing it at click time. */
  text: string | (() => string);
  label?: string;
  className?: string;
  disabled?: boolean;
}

/** Copies, then shows the copied confirmation for 2 seconds. Failures are only logged (spec). */
export function CopyButton({ text, label, className = 'btn btn-secondary', disabled }: Props) {
  const { t } = useCommonTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onClick = async () => {
    const value = typeof text === 'function' ? text() : text;
    if (!(await copyText(value))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  };

  return (
    <button type="button" className={className} onClick={() => void onClick()} disabled={disabled}>
      {copied ? <Check className="h-4 w-4" /> : <Copy className="h-4 w-4" />}
      <span aria-live="polite">{copied ? t('copied') : (label ?? t('copy'))}</span>
    </button>
  );
}
