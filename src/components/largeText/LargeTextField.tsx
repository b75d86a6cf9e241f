import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { formatInteger } from '../../lib/format';
import { formatByteSize, LARGE_TEXT_CHARS, pasteInto, utf8ByteLength } from '../../lib/largeText';
import { LargeTextSummary } from './LargeTextSummary';
import { LARGE_TEXT_NAMESPACE, locales } from './locales';

/** A change bigger than this arrived at once (a paste, a drop, a tool's button), not by typing. */
const TYPED_STEP = 1_000;

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'onPaste' | 'onDrop'
>;

interface Props extends TextareaProps {
  id: string;
  label: string;
  labelClassName?: string;
  value: string;
  onChange: (value: string) => void;
  /** Texts longer than this are summarised rather than laid out (default LARGE_TEXT_CHARS). */
  limit?: number;
}

/**
 * A textarea that never makes the page wait to lay out a huge text. A paste or drop that would
 * make the text longer than `limit` is taken over before the browser inserts it, and the field
 * shows a summary of the text instead (the owner still gets the whole text through onChange).
 * Pasting into the summary replaces the text; "show all" brings the textarea back for those
 * who want to edit it anyway, as does typing past the limit (a text that grows by typing stays
 * where the writer is).
 */
export function LargeTextField({
  id,
  label,
  labelClassName = 'label',
  value,
  onChange,
  limit = LARGE_TEXT_CHARS,
  ...textareaProps
}: Props) {
  const { t, i18n } = useToolTranslation(LARGE_TEXT_NAMESPACE, locales);
  const [showWhole, setShowWhole] = useState(false);
  if (showWhole && value.length <= limit) setShowWhole(false);
  const summarised = value.length > limit && !showWhole;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  /** Where focus goes once the field has switched between its two forms. */
  const focusAfterSwitch = useRef<'summary' | 'textarea' | null>(null);

  useEffect(() => {
    const target = summarised ? summaryRef.current : textareaRef.current;
    if (focusAfterSwitch.current === (summarised ? 'summary' : 'textarea')) target?.focus();
    focusAfterSwitch.current = null;
  }, [summarised]);

  const takeOver = (
    event: ClipboardEvent<HTMLTextAreaElement> | DragEvent<HTMLTextAreaElement>,
    inserted: string,
  ) => {
    const area = event.currentTarget;
    const next = pasteInto(value, inserted, area.selectionStart, area.selectionEnd);
    // Editing the whole text was asked for: smaller pastes go in as usual.
    if (next.length <= limit || (showWhole && inserted.length <= limit)) return;
    event.preventDefault();
    focusAfterSwitch.current = 'summary';
    setShowWhole(false);
    onChange(next);
  };

  const size = useMemo(
    () =>
      summarised
        ? t('pasted', {
            chars: formatInteger(value.length),
            size: formatByteSize(utf8ByteLength(value), i18n.resolvedLanguage),
          })
        : '',
    [summarised, value, t, i18n.resolvedLanguage],
  );

  if (summarised) {
    return (
      <>
        <span id={`${id}-label`} className={labelClassName}>
          {label}
        </span>
        <div
          ref={summaryRef}
          role="group"
          aria-labelledby={`${id}-label ${id}-summary`}
          tabIndex={0}
          className="rounded-lg"
          onPaste={(event) => {
            event.preventDefault();
            const pasted = event.clipboardData.getData('text/plain');
            // A short text comes back in the textarea, where the writer carries on.
            if (pasted.length <= limit) focusAfterSwitch.current = 'textarea';
            onChange(pasted);
          }}
        >
          <LargeTextSummary text={value} titleId={`${id}-summary`} title={size} hint={t('hint')}>
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  focusAfterSwitch.current = 'textarea';
                  setShowWhole(true);
                }}
              >
                {t('edit')}
              </button>
              <span className="muted text-sm">{t('edit_hint')}</span>
            </div>
          </LargeTextSummary>
        </div>
      </>
    );
  }

  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <textarea
        {...textareaProps}
        ref={textareaRef}
        id={id}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (
            next.length > limit &&
            value.length <= limit &&
            next.length - value.length <= TYPED_STEP
          ) {
            setShowWhole(true);
          }
          onChange(next);
        }}
        onPaste={(event) => takeOver(event, event.clipboardData.getData('text/plain'))}
        onDrop={(event) => {
          const dropped = event.dataTransfer.getData('text/plain');
          if (dropped) takeOver(event, dropped);
        }}
      />
    </>
  );
}
