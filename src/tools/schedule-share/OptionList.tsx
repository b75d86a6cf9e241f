import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { AddOptionForm } from './AddOptionForm';
import { locales } from './locales';
import { optionToFields } from './optionFields';
import { formatOptionSlot } from '../../lib/scheduleOptions/optionTime';
import { OptionSummary } from './OptionSummary';
import type { NewOption, ScheduleOption } from './schedules';
import type { OptionTally } from './tally';

interface Props {
  options: readonly ScheduleOption[];
  tallies: readonly OptionTally[];
  best: ReadonlySet<string>;
  decidedId: string | null;
  language: 'ja' | 'en';
  onEdit: (optionId: string, option: NewOption) => Promise<boolean>;
  onDelete: (optionId: string) => Promise<void>;
  onDecide: (optionId: string) => Promise<boolean>;
}

/** The owner's candidates: change, remove (asking first when someone answered) or decide. */
export function OptionList({
  options,
  tallies,
  best,
  decidedId,
  language,
  onEdit,
  onDelete,
  onDecide,
}: Props) {
  const { t } = useToolTranslation('schedule-share', locales);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ScheduleOption | null>(null);
  const tallyOf = (id: string) => tallies.find((tally) => tally.optionId === id);
  const answered = (id: string) => {
    const tally = tallyOf(id);
    return tally ? tally.yes + tally.maybe + tally.no : 0;
  };

  return (
    <>
      <ul className="flex flex-col gap-2" aria-label={t('detail.options_list')}>
        {options.map((option) => {
          const slot = formatOptionSlot(option, language);
          return (
            <li
              key={option.id}
              className={`flex flex-col gap-2 rounded-lg border p-3 ${option.id === decidedId ? 'border-green-700 dark:border-green-400' : 'border-gray-200 dark:border-gray-700'}`}
            >
              {editing === option.id ? (
                <AddOptionForm
                  idPrefix={`edit-${option.id}`}
                  initial={optionToFields(option)}
                  submitLabel={t('detail.save_option')}
                  onSubmit={async (changed) => {
                    const saved = await onEdit(option.id, changed);
                    if (saved) setEditing(null);
                    return saved;
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <OptionSummary
                  option={option}
                  tally={tallyOf(option.id)}
                  best={best.has(option.id)}
                  decided={option.id === decidedId}
                  language={language}
                />
              )}
              {editing !== option.id && (
                <div className="flex flex-wrap gap-2">
                  {option.id !== decidedId && (
                    <button
                      type="button"
                      className="btn btn-secondary text-sm"
                      aria-label={t('decision.decide_label', { time: slot })}
                      onClick={() => void onDecide(option.id)}
                    >
                      {t('decision.decide')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost text-sm"
                    aria-label={t('detail.edit_option_label', { time: slot })}
                    onClick={() => setEditing(option.id)}
                  >
                    {t('detail.edit_option')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost text-sm text-red-700 dark:text-red-300"
                    aria-label={t('detail.delete_option_label', { time: slot })}
                    onClick={() =>
                      answered(option.id) > 0 ? setRemoving(option) : void onDelete(option.id)
                    }
                  >
                    {t('detail.delete_option')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t('detail.confirm_delete_option_title')}
        message={
          removing
            ? t('detail.confirm_delete_option', {
                time: formatOptionSlot(removing, language),
                count: answered(removing.id),
              })
            : ''
        }
        confirmLabel={t('common:delete_confirm')}
        cancelLabel={t('common:cancel')}
        onConfirm={() => {
          if (removing) void onDelete(removing.id);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
