import { useId } from 'react';
import type { TFunction } from 'i18next';
import { FormField } from '../../components/FormField';
import { MAX_DURATION_MINUTES, parseDuration } from './minutesSummary';
import type { AgendaItem } from './minutesTypes';
import type { MinutesDraftActions } from './useMinutesDraft';

interface Props {
  item: AgendaItem;
  number: number;
  canRemove: boolean;
  focusOnMount: boolean;
  actions: Pick<MinutesDraftActions, 'updateAgenda' | 'removeAgenda'>;
  t: TFunction;
}

type TextKey = Exclude<keyof AgendaItem, 'id'>;

export function AgendaItemEditor({ item, number, canRemove, focusOnMount, actions, t }: Props) {
  const headingId = useId();
  const duration = parseDuration(item.duration);
  const durationError = duration.ok
    ? null
    : duration.error === 'too_large'
      ? t('agenda.duration_too_large', { max: MAX_DURATION_MINUTES })
      : t('agenda.duration_invalid');
  const change = (key: TextKey) => (event: { target: { value: string } }) =>
    actions.updateAgenda(item.id, key, event.target.value);

  const textArea = (key: TextKey, label: string, placeholder?: string) => (
    <FormField label={label}>
      {({ id }) => (
        <textarea
          id={id}
          rows={key === 'content' ? 4 : 2}
          className="input w-full"
          value={item[key]}
          placeholder={placeholder}
          onChange={change(key)}
        />
      )}
    </FormField>
  );

  return (
    <li className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold text-gray-900 dark:text-white">
            {t('agenda.heading', { number })}
          </h3>
          <button
            type="button"
            className="btn btn-ghost text-sm text-red-700 disabled:text-gray-600 dark:text-red-300 dark:disabled:text-gray-400"
            aria-label={t('agenda.remove_label', { number })}
            disabled={!canRemove}
            onClick={() => actions.removeAgenda(item.id)}
          >
            {t('agenda.remove')}
          </button>
        </div>
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
          <FormField label={t('agenda.title')}>
            {({ id }) => (
              <input
                id={id}
                className="input w-full"
                value={item.title}
                placeholder={t('agenda.title_placeholder')}
                autoFocus={focusOnMount}
                onChange={change('title')}
              />
            )}
          </FormField>
          <FormField label={t('agenda.presenter')}>
            {({ id }) => (
              <input
                id={id}
                className="input w-full"
                value={item.presenter}
                onChange={change('presenter')}
              />
            )}
          </FormField>
          <FormField label={t('agenda.duration')} error={durationError}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                inputMode="numeric"
                className={`input w-full text-right ${invalid ? 'input-invalid' : ''}`}
                value={item.duration}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={change('duration')}
              />
            )}
          </FormField>
        </div>
        {textArea('content', t('agenda.content'), t('agenda.content_placeholder'))}
        {textArea('decision', t('agenda.decision'))}
        {textArea('nextAction', t('agenda.next_action'))}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('agenda.responsible')}>
            {({ id }) => (
              <input
                id={id}
                className="input w-full"
                value={item.responsible}
                onChange={change('responsible')}
              />
            )}
          </FormField>
          <FormField label={t('agenda.deadline')}>
            {({ id }) => (
              <input
                id={id}
                type="date"
                className="input w-full"
                value={item.deadline}
                onChange={change('deadline')}
              />
            )}
          </FormField>
        </div>
      </div>
    </li>
  );
}
