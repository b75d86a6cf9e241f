import { useId, useState, type FormEvent } from 'react';
import { isBlank } from '../lib/text';

interface Props {
  heading: string;
  titleLabel: string;
  titlePlaceholder: string;
  descriptionLabel: string;
  submitLabel: string;
  /** Resolves true once saved; the fields are cleared only then, so nothing typed is lost. */
  onSubmit: (title: string, description: string) => Promise<boolean>;
}

/** A required title and an optional description; submitting is disabled while the title is blank. */
export function TitleDescriptionForm({
  heading,
  titleLabel,
  titlePlaceholder,
  descriptionLabel,
  submitLabel,
  onSubmit,
}: Props) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(title) || saving) return;
    setSaving(true);
    const saved = await onSubmit(title, description);
    setSaving(false);
    if (saved) {
      // Only what was saved is cleared: the next entry may already be typed while this one saved.
      setTitle((current) => (current === title ? '' : current));
      setDescription((current) => (current === description ? '' : current));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="panel flex flex-col gap-3"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
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
      <button
        type="submit"
        className="btn btn-primary self-start"
        disabled={isBlank(title) || saving}
      >
        {submitLabel}
      </button>
    </form>
  );
}
