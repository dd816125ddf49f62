import { create } from 'zustand';

/** Requirements §9.1: unknown at start, then present or absent once the auth SDK has answered. */
export type SessionStatus = 'unknown' | 'present' | 'absent';

interface SessionState {
  status: SessionStatus;
  userId: string | null;
  setPresent: (userId: string) => void;
  setAbsent: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'unknown',
  userId: null,
  setPresent: (userId) => set({ status: 'present', userId }),
  setAbsent: () => set({ status: 'absent', userId: null }),
}));
