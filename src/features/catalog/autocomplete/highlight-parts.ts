import type { Highlight } from '@/shared/api/contract/products';

/** A piece of a label, and whether it is a part that matched what was typed. */
export interface LabelPart {
  text: string;
  matched: boolean;
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether `index` falls inside a surrogate pair (an emoji, say), where no piece may end. */
const splitsPair = (label: string, index: number) =>
  index > 0 &&
  index < label.length &&
  isHigh(label.charCodeAt(index - 1)) &&
  isLow(label.charCodeAt(index));

/**
 * The label cut into plain and matched parts, in order; joined, they are the label itself.
 *
 * The ranges come from the API and are trusted for nothing: each is clamped to the label (a
 * surrogate pair it would cut is taken whole), empty ones are dropped, and the rest are sorted
 * and merged when they overlap or touch, so no character is shown twice or lost and two matched
 * parts side by side read as one.
 */
export function highlightParts(label: string, ranges: readonly Highlight[] = []): LabelPart[] {
  const clamp = (index: number) => Math.min(Math.max(index, 0), label.length);
  const spans = ranges
    .map((range) => {
      const start = clamp(range.start);
      const end = clamp(range.end);
      return {
        start: splitsPair(label, start) ? start - 1 : start,
        end: splitsPair(label, end) ? end + 1 : end,
      };
    })
    .filter(({ start, end }) => start < end)
    .sort((a, b) => a.start - b.start);

  const merged: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }

  const parts: LabelPart[] = [];
  let shown = 0;
  for (const { start, end } of merged) {
    if (start > shown) parts.push({ text: label.slice(shown, start), matched: false });
    parts.push({ text: label.slice(start, end), matched: true });
    shown = end;
  }
  if (shown < label.length) parts.push({ text: label.slice(shown), matched: false });
  return parts;
}
