/**
 * Favourite product families per user. Favourites are personal even for business users: each
 * colleague keeps their own list, unlike addresses and orders which the company shares.
 */
import * as z from 'zod/mini';
import { defineSection, saveStore } from './store';

/** userId → family ids, in the order they were marked (newest last). */
type FavoriteState = Record<string, string[]>;

const section = defineSection<FavoriteState>('favorites', () => ({}), {
  schema: z.record(z.string(), z.array(z.string())),
});

export const favorites = {
  list: (userId: string): string[] => [...(section.get()[userId] ?? [])],

  /** Idempotent: marking a family twice keeps one entry. */
  add: (userId: string, familyId: string): void => {
    const state = section.get();
    const list = (state[userId] ??= []);
    if (list.includes(familyId)) return;
    list.push(familyId);
    saveStore();
  },

  /** Idempotent: removing a family that is not marked changes nothing. */
  remove: (userId: string, familyId: string): void => {
    const list = section.get()[userId];
    if (!list?.includes(familyId)) return;
    list.splice(list.indexOf(familyId), 1);
    saveStore();
  },
};
