import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { sanitizeHtml } from './sanitize-html';
import * as button from '@/shared/ui/button.module.css';
import styles from './product-description.module.css';

/**
 * The merchant's description, sanitised, collapsed to a few lines until the shopper asks for more.
 * Collapsed text stays in the page (clipped, not removed), so search in page and readers find it.
 */
export function ProductDescription({ html }: { html: string }) {
  const intl = useIntl();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return (
    <div className={styles.description}>
      <div
        id={id}
        className={`${styles.text} ${expanded ? '' : styles.collapsed}`}
        // Sanitised above with DOMPurify: no scripts, event handlers or javascript: URLs survive.
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      <button
        type="button"
        className={`${button.link} ${button.standalone}`}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {intl.formatMessage({
          id: expanded ? 'detail.description.less' : 'detail.description.more',
        })}
      </button>
    </div>
  );
}
