import { useEffect, useId, useRef } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { CONFLICT_NAMESPACE, locales } from './locales';

/** Who made the change that came first: a named person, this user elsewhere, or unknown. */
export type ChangedBy = { name: string } | 'self' | 'someone';

export interface ConflictingField {
  key: string;
  label: string;
  /** The values as shown (a date or a mark in words). */
  mine: string;
  theirs: string;
  /** Free text: offers to merge the two. */
  text?: boolean;
}

export type ConflictChoice = 'mine' | 'theirs' | 'merge';

interface Props {
  by: ChangedBy;
  fields: ConflictingField[];
  /** The latest version is still on its way: the fields cannot be compared yet. */
  loading?: boolean;
  onChoose: (key: string, choice: ConflictChoice) => void;
}

/**
 * 「佐藤さんが先に変更しました」: a change was refused because someone changed the same
 * fields after the form was opened. Shows both values of each field and lets the user keep
 * theirs, take the other, or (for text) merge the two. Takes the focus when it appears, so a
 * keyboard or screen-reader user is told at once.
 */
export function ConflictNotice({ by, fields, loading = false, onChoose }: Props) {
  const { t } = useToolTranslation(CONFLICT_NAMESPACE, locales);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const name = typeof by === 'object' ? by.name : null;
  const title = name ? t('by_person', { name }) : by === 'self' ? t('by_self') : t('by_someone');
  const theirsLabel = name ? t('theirs_person', { name }) : t('theirs_other');
  const takeTheirs = name ? t('take_theirs_person', { name }) : t('take_theirs');
  const shown = (value: string) => (value.trim() === '' ? t('empty') : value);

  return (
    <section
      role="alert"
      aria-labelledby={`${id}-title`}
      className="alert-warning flex flex-col gap-3"
      data-testid="conflict-notice"
    >
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-semibold">
        {title}
      </h4>
      {loading ? (
        <p className="text-sm">{t('loading')}</p>
      ) : (
        <>
          <p className="text-sm">{t('note')}</p>
          {fields.map((field) => (
            <fieldset key={field.key} className="flex flex-col gap-2">
              <legend className="text-sm font-semibold">{field.label}</legend>
              <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                <dt className="font-medium">{theirsLabel}</dt>
                <dd className="break-words whitespace-pre-wrap" data-testid="conflict-theirs">
                  {shown(field.theirs)}
                </dd>
                <dt className="font-medium">{t('mine')}</dt>
                <dd className="break-words whitespace-pre-wrap" data-testid="conflict-mine">
                  {shown(field.mine)}
                </dd>
              </dl>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-secondary text-sm"
                  aria-label={`${field.label}: ${t('keep_mine')}`}
                  onClick={() => onChoose(field.key, 'mine')}
                >
                  {t('keep_mine')}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary text-sm"
                  aria-label={`${field.label}: ${takeTheirs}`}
                  onClick={() => onChoose(field.key, 'theirs')}
                >
                  {takeTheirs}
                </button>
                {field.text && (
                  <button
                    type="button"
                    className="btn btn-secondary text-sm"
                    aria-label={`${field.label}: ${t('merge')}`}
                    onClick={() => onChoose(field.key, 'merge')}
                  >
                    {t('merge')}
                  </button>
                )}
              </div>
            </fieldset>
          ))}
        </>
      )}
    </section>
  );
}

/** After every field was chosen: the form holds the choice, to check and save. */
export function ConflictSettled({ overlap }: { overlap: boolean }) {
  const { t } = useToolTranslation(CONFLICT_NAMESPACE, locales);
  return (
    <p role="status" className="alert-info text-sm" data-testid="conflict-settled">
      {t('resolved')}
      {overlap && ` ${t('merged_overlap')}`}
    </p>
  );
}
