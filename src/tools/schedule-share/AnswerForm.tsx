import { useState, type FormEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { formatOptionSlot } from './optionTime';
import { newRespondentKey, rememberAnswer, type RememberedAnswer } from './respondentMemory';
import { submitAnswer, type ClosedReason, type ScheduleOption } from './schedules';
import { AVAILABILITIES, AVAILABILITY_MARKS, validateAnswer, type Availability } from './tally';

interface Props {
  shareId: string;
  options: readonly ScheduleOption[];
  language: 'ja' | 'en';
  /** The answer this browser sent earlier, to change; null for a new respondent. */
  remembered: RememberedAnswer | null;
  onSent: (answer: RememberedAnswer) => void;
  /** The server refused the answer: the deadline passed or the owner decided meanwhile. */
  onClosed: (reason: ClosedReason) => void;
}

/** Name, optional email, ○/△/× per candidate and a comment; answering takes seconds on a phone. */
export function AnswerForm({ shareId, options, language, remembered, onSent, onClosed }: Props) {
  const { t } = useToolTranslation('schedule-share', locales);
  const [name, setName] = useState(remembered?.name ?? '');
  const [email, setEmail] = useState(remembered?.email ?? '');
  const [comment, setComment] = useState(remembered?.comment ?? '');
  const [selections, setSelections] = useState<Record<string, Availability | undefined>>(
    remembered?.selections ?? {},
  );
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const current = Object.fromEntries(
      options.flatMap((option) => {
        const value = selections[option.id];
        return value ? [[option.id, value] as const] : [];
      }),
    );
    if (!validateAnswer(name, current)) {
      setError(t('shared.validation'));
      return;
    }
    setError(null);
    setSending(true);
    const key = remembered?.key ?? newRespondentKey();
    const result = await submitAnswer(shareId, {
      name,
      email,
      comment,
      respondentKey: key,
      answers: Object.entries(current).map(([option_id, availability]) => ({
        option_id,
        availability,
      })),
    });
    setSending(false);
    if (!result.ok) {
      if ('closed' in result) onClosed(result.closed);
      else setError(t('shared.submit_failed'));
      return;
    }
    const answer = {
      key,
      respondentId: result.data,
      name: name.trim(),
      email: email.trim(),
      comment: comment.trim(),
      selections: current,
    };
    rememberAnswer(shareId, answer);
    onSent(answer);
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="panel flex flex-col gap-4"
      noValidate
      aria-labelledby="answer-heading"
    >
      <h2 id="answer-heading" className="text-lg font-semibold">
        {remembered ? t('shared.edit_heading') : t('shared.form_heading')}
      </h2>
      {remembered && (
        <p className="muted text-sm">{t('shared.edit_note', { name: remembered.name })}</p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor="respondent-name" className="label">
          {t('shared.name')}
        </label>
        <input
          id="respondent-name"
          className="input"
          value={name}
          maxLength={100}
          autoComplete="name"
          required
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="respondent-email" className="label">
          {t('shared.email')}
        </label>
        <input
          id="respondent-email"
          type="email"
          className="input"
          value={email}
          maxLength={254}
          autoComplete="email"
          aria-describedby="respondent-email-help"
          onChange={(e) => setEmail(e.target.value)}
        />
        <p id="respondent-email-help" className="muted text-sm">
          {t('shared.email_help')}
        </p>
      </div>
      <ul className="flex flex-col gap-2">
        {options.map((option) => {
          const time = formatOptionSlot(option, language);
          return (
            <li key={option.id}>
              {/* Marks always on the right, text wraps on the left: the same place for every
                  option, however long its date or label. */}
              <fieldset className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 rounded-lg border border-gray-200 p-2 dark:border-gray-700">
                <legend className="sr-only">{t('shared.choose', { time })}</legend>
                <span aria-hidden="true" className="min-w-0 font-medium break-words">
                  {time}
                  {option.label && <span className="muted block text-sm">{option.label}</span>}
                </span>
                <div className="flex gap-1" data-marks>
                  {AVAILABILITIES.map((availability) => {
                    const checked = selections[option.id] === availability;
                    return (
                      <label
                        key={availability}
                        className={`flex h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-lg focus-within:outline-2 focus-within:outline-blue-600 ${checked ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-300 dark:bg-blue-300 dark:text-gray-900' : 'border-gray-400 bg-white text-gray-900 dark:border-gray-500 dark:bg-gray-800 dark:text-gray-100'}`}
                      >
                        <input
                          type="radio"
                          className="sr-only"
                          name={`option-${option.id}`}
                          value={availability}
                          checked={checked}
                          onChange={() =>
                            setSelections((current) => ({ ...current, [option.id]: availability }))
                          }
                          aria-label={`${time} ${t(`availability.${availability}`)}`}
                        />
                        <span aria-hidden="true">{AVAILABILITY_MARKS[availability]}</span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-1">
        <label htmlFor="respondent-comment" className="label">
          {t('shared.comment')}
        </label>
        <textarea
          id="respondent-comment"
          className="input min-h-16"
          value={comment}
          maxLength={500}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="alert-error text-sm">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={sending}>
        {sending ? t('common:sending') : remembered ? t('shared.update') : t('shared.submit')}
      </button>
    </form>
  );
}
