import type { InfoPage } from '@/shared/config/paths';

/** One block of an information page: a heading, its paragraphs and an optional bullet list. */
export interface InfoSection {
  heading: string;
  paragraphs: string[];
  /** Shown after the paragraphs, for conditions and contact details a reader scans. */
  list?: string[];
}

/** The text of one static information page in one language. */
export interface InfoPageContent {
  /** Equals the `info.<page>.title` message, so menu, document title and heading agree. */
  title: string;
  /** One sentence for the meta description. */
  description: string;
  intro: string;
  sections: InfoSection[];
}

/** What every language module exports: all pages, so a missing page is a type error. */
export type InfoContent = Record<InfoPage, InfoPageContent>;
