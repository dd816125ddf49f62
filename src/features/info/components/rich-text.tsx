import { Fragment } from 'react';

// E-mail addresses and international phone numbers in the page texts become links, so the
// content modules stay plain strings and a phone user can mail or call with one tap.
const CONTACT = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+\d[\d ]{7,}\d)/g;

const hrefFor = (contact: string): string =>
  contact.includes('@') ? `mailto:${contact}` : `tel:${contact.replace(/\s+/g, '')}`;

/** A content string with its e-mail addresses and phone numbers as links. */
export function RichText({ text }: { text: string }) {
  // split() with a capturing group puts the matches at the odd indices.
  return text
    .split(CONTACT)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? <a href={hrefFor(part)}>{part}</a> : part}</Fragment>
    ));
}
