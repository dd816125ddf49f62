/**
 * What the interaction measurements share (list-interaction.ts, filter-interaction.ts): the
 * budget, the figures they report, the Dutch texts their steps find controls by, and the
 * PerformanceObserver('longtask') that records every task over 50 ms while a step runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { root } from '../lib/project';

export const LONG_TASK_BUDGET_MS = 50;

export interface InteractionFigures {
  path: string;
  cpuSlowdown: number;
  /** Each interaction and the long tasks (ms) it caused. */
  steps: { name: string; longTasksMs: number[] }[];
  maxMs: number;
}

export const nl = JSON.parse(readFileSync(path.join(root, 'locales/nl.json'), 'utf8')) as Record<
  string,
  string
>;

/** The long tasks (ms) `act` causes, trailing work (effects, images) included. */
export async function recordLongTasks(page: Page, act: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const tasks: number[] = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
  await act();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
}
