/**
 * The query keys of a buyer's machines, apart from the calls: logout forgets them on every page,
 * and the page's first script should not carry the machines' API for that.
 */
export const machineKeys = {
  all: () => ['machines'] as const,
  list: (userId: string) => [...machineKeys.all(), 'list', userId] as const,
};
