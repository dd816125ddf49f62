import { lazy, Suspense } from 'react';
import type { MachinesOwner } from '../use-my-machines';
import type { ReorderLinesProps } from './reorder-lines';

// A lazy island (docs/decisions/0079-reorder-per-machine.md): guests, and so every prerendered
// page, never load the re-order lines or their call; home's chunk stays within its budget.
const ReorderLines = lazy(() =>
  import('./reorder-lines').then((module) => ({ default: module.ReorderLines })),
);

/** The products ordered before for a machine: a logged-in buyer only (a guest has no orders). */
export function LazyReorderLines({
  owner,
  ...props
}: Omit<ReorderLinesProps, 'userId'> & { owner: MachinesOwner }) {
  if (owner.status !== 'present' || owner.userId === null) return null;
  return (
    <Suspense fallback={null}>
      <ReorderLines userId={owner.userId} {...props} />
    </Suspense>
  );
}
