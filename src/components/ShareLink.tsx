import { useId } from 'react';
import { CopyButton } from './CopyButton';

/** A generated share URL, selectable and copyable. */
export function ShareLink({ url, label, note }: { url: string; label: string; note?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          className="input min-w-0 flex-1 font-mono text-sm"
          value={url}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <CopyButton text={url} />
      </div>
      {note && <p className="muted text-sm">{note}</p>}
    </div>
  );
}
