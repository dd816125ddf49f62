import { useSessionStore } from '@/features/account/session/session-store';
import type { MachinesOwner } from '@/features/machines/use-my-machines';

/** Whose machines the pages speak of: the logged-in user's, or (no session) the guest's. */
export function useMachinesOwner(): MachinesOwner {
  const status = useSessionStore((state) => state.status);
  const userId = useSessionStore((state) => state.userId);
  return { status, userId };
}
