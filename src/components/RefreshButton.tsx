import RefreshCw from 'lucide-react/icons/refresh-cw';

interface Props {
  label: string;
  onClick: () => void;
  /** While a fetch is under way, so a second press cannot start another. */
  disabled?: boolean;
}

/** The secondary button that fetches or makes something again, with its circling arrows. */
export function RefreshButton({ label, onClick, disabled = false }: Props) {
  return (
    <button type="button" className="btn btn-secondary" onClick={onClick} disabled={disabled}>
      <RefreshCw className="h-4 w-4 shrink-0" />
      {label}
    </button>
  );
}
