import { useId, useState, type ReactNode } from 'react';

interface Props {
  heading: string;
  /** One line under the heading saying what the panel holds while it is closed. */
  summary: ReactNode;
  showLabel: string;
  hideLabel: string;
  defaultOpen?: boolean;
  /** Classes of the body: the sender profile's fields want more room between them than a list. */
  bodyClassName?: string;
  /** Drawn only while open: a closed panel costs the page nothing to render and lay out. */
  children: ReactNode;
  /** Drawn open or closed, after the body (live messages that must outlast a closing). */
  footer?: ReactNode;
}

/** A panel with a heading, a summary and a show/hide button that opens its body in place. */
export function CollapsiblePanel({
  heading,
  summary,
  showLabel,
  hideLabel,
  defaultOpen = false,
  bodyClassName = 'flex flex-col gap-3',
  children,
  footer,
}: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="text-lg font-bold text-gray-900 dark:text-white">
            {heading}
          </h2>
          <p className="muted text-sm break-words">{summary}</p>
        </div>
        <button
          type="button"
          className="btn btn-secondary text-sm"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? hideLabel : showLabel}
        </button>
      </div>
      {open && (
        <div id={`${id}-body`} className={bodyClassName}>
          {children}
        </div>
      )}
      {footer}
    </section>
  );
}
