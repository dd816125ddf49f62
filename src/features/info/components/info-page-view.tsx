import { useId, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import type { InfoPage } from '@/shared/config/paths';
import { usePageHead } from '@/shared/seo/page-head';
import { useInfoContent } from '../hooks/use-info-content';
import type { InfoPageContent } from '../content/types';
import { RichText } from './rich-text';
import * as button from '@/shared/ui/button.module.css';
import styles from './info-page-view.module.css';

interface InfoPageViewProps {
  page: InfoPage;
  /** Extra content shown right after the introduction, e.g. the shipping costs table. */
  children?: ReactNode;
}

/** A static information page: its texts load as one lazy chunk per language. */
export function InfoPageView({ page, children }: InfoPageViewProps) {
  const language = useLanguage();
  const intl = useIntl();
  const headingId = useId();
  const content = useInfoContent(language);
  return (
    <article className={styles.article} aria-labelledby={headingId}>
      {/* The heading comes from the messages (same wording as the content title), so it is there
          on the first render and the layout can move focus to it while the texts still load. */}
      <h1 id={headingId} className={styles.title} tabIndex={-1}>
        {intl.formatMessage({ id: `info.${page}.title` })}
      </h1>
      {content.isPending ? (
        <p role="status" className={styles.status}>
          {intl.formatMessage({ id: 'info.page.loading' })}
        </p>
      ) : content.isError ? (
        <>
          <div role="alert" className={styles.error}>
            <p>{intl.formatMessage({ id: 'info.page.error' })}</p>
            <button
              type="button"
              className={button.secondary}
              onClick={() => void content.refetch()}
            >
              {intl.formatMessage({ id: 'info.page.retry' })}
            </button>
          </div>
          {children}
        </>
      ) : (
        <InfoPageBody content={content.data[page]}>{children}</InfoPageBody>
      )}
    </article>
  );
}

function InfoPageBody({ content, children }: { content: InfoPageContent; children?: ReactNode }) {
  // The page's meta description (and og:description): search results show it under the title.
  usePageHead(useMemo(() => ({ description: content.description }), [content.description]));
  return (
    <>
      <p className={styles.intro}>
        <RichText text={content.intro} />
      </p>
      {children}
      {content.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <RichText text={paragraph} />
            </p>
          ))}
          {section.list && (
            <ul className={styles.list}>
              {section.list.map((item) => (
                <li key={item}>
                  <RichText text={item} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
