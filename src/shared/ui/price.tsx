import { formatCents } from '../api/contract/formats';

/** A price in euros from integer cents. Every price on screen goes through here. */
export function Price({ cents, className }: { cents: number; className?: string }) {
  return (
    <span className={className} data-cents={cents}>
      {formatCents(cents)}
    </span>
  );
}
