/**
 * The query keys of a buyer's machines, apart from the calls: logout forgets them on every page,
 * and the page's first script should not carry the machines' API for that.
 */
export const machineKeys = {
  all: () => ['machines'] as const,
  list: (userId: string) => [...machineKeys.all(), 'list', userId] as const,
  /** The products ordered before per machine (docs/decisions/0079-reorder-per-machine.md). */
  reorders: (userId: string) => [...machineKeys.all(), 'reorders', userId] as const,
};
