import type { Suggestion } from '@/shared/api/contract/products';
import { highlightParts } from './highlight-parts';
import styles from './header-search.module.css';

/**
 * A suggestion's label with the parts that matched the typed text in a <mark>. The parts are
 * inline and together exactly the label, so the option's accessible name stays the label. One
 * span holds them: loose in the flex option, each part would be its own flex item and the spaces
 * at their edges would collapse ("NilfiskAttix 30").
 */
export function SuggestionLabel({ suggestion }: { suggestion: Suggestion }) {
  return (
    <span className={styles.label}>
      {highlightParts(suggestion.label, suggestion.highlight).map((part, index) =>
        part.matched ? (
          // One label's parts never reorder, so their place is a stable key.
          <mark key={index} className={styles.match}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
