import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { isBlank } from '../../lib/text';
import { locales } from './locales';
import type { TodoStep } from './steps';

interface Props {
  step: TodoStep;
  readOnly: boolean;
  onRename: (title: string) => void;
}

/**
 * A step's title, renamed in place: 「名前を変更」 turns it into a field, Enter (or leaving the
 * field) saves, Escape keeps the old name; after either key the focus is back on the button.
 */
export function StepTitle({ step, readOnly, onRename }: Props) {
  const { t } = useToolTranslation('todo-share', locales);
  const [draft, setDraft] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (draft !== null || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [draft]);

  /** Closes the field (saving or not); from the keyboard, the focus goes back to the button. */
  const finish = (save: boolean, fromKeyboard: boolean) => {
    if (draft === null) return;
    const title = draft.trim();
    if (save && !isBlank(title) && title !== step.title) onRename(title);
    refocus.current = fromKeyboard;
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    finish(event.key === 'Enter', true);
  };

  if (draft !== null)
    return (
      <input
        className="input min-w-0 flex-1 py-1 text-sm"
        aria-label={t('steps.rename_field', { title: step.title })}
        value={draft}
        maxLength={200}
        // Opened by the user's own click: the field takes the focus.
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true, false)}
      />
    );
  return (
    <>
      <span
        className={`min-w-0 flex-1 text-sm break-words ${step.completed ? 'text-gray-600 line-through dark:text-gray-400' : ''}`}
      >
        {step.title}
      </span>
      {!readOnly && (
        <button
          ref={button}
          type="button"
          className="btn btn-ghost px-2 py-1 text-xs"
          aria-label={t('steps.rename_label', { title: step.title })}
          onClick={() => setDraft(step.title)}
        >
          {t('steps.rename')}
        </button>
      )}
    </>
  );
}
