/**
 * What a machine model is found by, and what makes a query name it exactly. "NT 25/1" is found by
 * nt, 25, 1 and their runs nt25, nt251, 251; it is named exactly when the query has its first
 * number with one of its letters ("nt 25", "karcher 25/1"), or a run holding that number ("nt25").
 */
import { hasDigit, letterDigitParts, words } from './normalize';

export interface ModelTerms {
  /** Every term the model is indexed under. */
  terms: string[];
  /** Its words of letters: "attix"; "multi", "ii"; "vc" of VC2012L. */
  letters: string[];
  /** The first number ("25" of NT 25/1), or null for a model without one ("Evac"). */
  number: string | null;
  /** Joined runs that hold the first number: nt25, nt251, 251. */
  numberRuns: string[];
  /** The series a model belongs to: its first word of two letters or more ("attix", "kobold"). */
  series: string | null;
}

/** "VC2012L" → vc, 2012, l; "NT 25/1" → nt, 25, 1: the pieces a shopper may space or join. */
function pieces(name: string): { whole: string[]; parts: string[] } {
  const whole = words(name);
  return { whole, parts: whole.flatMap((w) => (hasDigit(w) ? letterDigitParts(w) : [w])) };
}

export function modelTerms(name: string): ModelTerms {
  const { whole, parts } = pieces(name);
  const numberAt = parts.findIndex(hasDigit);
  const numberRuns: string[] = [];
  const runs: string[] = [];
  for (let from = 0; from < parts.length; from++) {
    let joined = parts[from] ?? '';
    for (let to = from + 1; to < parts.length; to++) {
      joined += parts[to] ?? '';
      runs.push(joined);
      if (numberAt >= from && numberAt <= to) numberRuns.push(joined);
    }
  }
  const letters = parts.filter((p) => !hasDigit(p));
  return {
    terms: [...new Set([...whole, ...parts, ...runs])],
    letters,
    number: numberAt >= 0 ? (parts[numberAt] ?? null) : null,
    numberRuns,
    series: letters.find((l) => l.length >= 2) ?? null,
  };
}

/** Whether the matched terms name this model exactly (see the file's comment). */
export function namesModel(model: ModelTerms, matched: ReadonlySet<string>): boolean {
  if (model.number === null) return model.letters.every((l) => matched.has(l));
  if (model.numberRuns.some((run) => matched.has(run))) return true;
  return matched.has(model.number) && model.letters.some((l) => matched.has(l));
}
