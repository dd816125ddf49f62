/**
 * Faults on demand (docs/resilience.md): rules configured through `POST /__demo/faults` that make matching
 * API or auth calls fail, so e2e tests can prove the shop's error handling. Kept in the store so
 * `POST /__demo/reset` (and resetStore in tests) clears them too.
 */
import * as z from 'zod/mini';
import { defineSection } from './store';

export const faultKinds = ['500', 'timeout', 'malformed', 'malformed-json'] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface FaultRule {
  id: number;
  /** API path prefix such as `cart/calculate`, or `auth/…` for the auth service. */
  path: string;
  /** Upper-case HTTP method, or null for any. */
  method: string | null;
  fault: FaultKind;
  /** How many more requests fail; null means until cleared. */
  remaining: number | null;
}

interface FaultState {
  rules: FaultRule[];
  nextId: number;
}

const StoredFaultsSchema = z.looseObject({
  rules: z.array(
    z.looseObject({
      id: z.number(),
      path: z.string(),
      method: z.nullable(z.string()),
      fault: z.enum(faultKinds),
      remaining: z.nullable(z.number()),
    }),
  ),
  nextId: z.number(),
});

const section = defineSection<FaultState>('faults', () => ({ rules: [], nextId: 1 }), {
  schema: StoredFaultsSchema,
});

/** `/api/cart/calculate` → `cart/calculate`; `/auth/signin` → `auth/signin`; else null. */
export function faultTarget(pathname: string): string | null {
  const api = /\/api\/(.*)$/.exec(pathname);
  if (api) return api[1] ?? '';
  const auth = /\/(auth(?:\/.*)?)$/.exec(pathname);
  return auth?.[1] ?? null;
}

/** Normalises a configured path: no leading slash, no `api/` prefix, no trailing slash. */
export function normaliseFaultPath(path: string): string {
  return path
    .trim()
    .replace(/^\/+/, '')
    .replace(/^api\//, '')
    .replace(/\/+$/, '');
}

/** Prefix match on whole path segments: `orders` matches `orders/VS-…` but not `ordersx`. */
function matches(rule: FaultRule, target: string, method: string): boolean {
  if (rule.method && rule.method !== method.toUpperCase()) return false;
  return target === rule.path || target.startsWith(`${rule.path}/`) || rule.path === '';
}

export const faults = {
  list: (): FaultRule[] => section.get().rules.map((rule) => ({ ...rule })),

  add: (rule: Omit<FaultRule, 'id'>): FaultRule => {
    const state = section.get();
    const created: FaultRule = { ...rule, path: normaliseFaultPath(rule.path), id: state.nextId };
    state.nextId += 1;
    state.rules.push(created);
    return { ...created };
  },

  clear: (): void => {
    section.get().rules = [];
  },

  /** The fault for this request, if a rule applies; counts the use and drops spent rules. */
  take: (target: string, method: string): FaultKind | null => {
    const state = section.get();
    const rule = state.rules.find((r) => matches(r, target, method));
    if (!rule) return null;
    if (rule.remaining !== null) {
      rule.remaining -= 1;
      if (rule.remaining <= 0) state.rules = state.rules.filter((r) => r !== rule);
    }
    return rule.fault;
  },
};
