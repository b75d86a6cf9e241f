import { useId, useState, type FormEvent } from 'react';
import { isBlank } from '../lib/text';

export interface TitleDescription {
  title: string;
  description: string;
  /** The day chosen (YYYY-MM-DD), or null: always null without `dueDateLabel`. */
  dueDate: string | null;
}

interface Props {
  heading: string;
  /** The heading's level where the form sits (h2 on a tool's page, h3 inside a list's section). */
  headingLevel?: 'h2' | 'h3';
  titleLabel: string;
  titlePlaceholder: string;
  descriptionLabel: string;
  /** Adds an optional day field (a task's due day) with this label. */
  dueDateLabel?: string;
  submitLabel: string;
  /** Resolves true once saved; the fields are cleared only then, so nothing typed is lost. */
  onSubmit: (fields: TitleDescription) => Promise<boolean>;
  /** Saving is not possible (the rights to the list ended): what was typed stays to copy. */
  blocked?: boolean;
}

/**
 * A required title, an optional description and, when asked, an optional day; submitting is
 * disabled while the title is blank.
 */
export function TitleDescriptionForm({
  heading,
  headingLevel: Heading = 'h2',
  titleLabel,
  titlePlaceholder,
  descriptionLabel,
  dueDateLabel,
  submitLabel,
  onSubmit,
  blocked = false,
}: Props) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(title) || saving) return;
    setSaving(true);
    const saved = await onSubmit({ title, description, dueDate: dueDate || null });
    setSaving(false);
    if (saved) {
      // Only what was saved is cleared: the next entry may already be typed while this one saved.
      setTitle((current) => (current === title ? '' : current));
      setDescription((current) => (current === description ? '' : current));
      setDueDate((current) => (current === dueDate ? '' : current));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="panel flex flex-col gap-3"
      aria-labelledby={`${id}-heading`}
    >
      <Heading id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </Heading>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-title`} className="label">
          {titleLabel}
        </label>
        <input
          id={`${id}-title`}
          className="input"
          value={title}
          maxLength={200}
          placeholder={titlePlaceholder}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className="label">
          {descriptionLabel}
        </label>
        <textarea
          id={`${id}-description`}
          className="input min-h-20"
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      {dueDateLabel && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-due`} className="label">
            {dueDateLabel}
          </label>
          <input
            id={`${id}-due`}
            type="date"
            className="input self-start"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
          />
        </div>
      )}
      <button
        type="submit"
        className="btn btn-primary self-start"
        disabled={isBlank(title) || saving || blocked}
      >
        {submitLabel}
      </button>
    </form>
  );
}
