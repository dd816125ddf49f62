/**
 * The demo mailbox: password-reset links, login codes and magic links are "e-mailed" here. Each mail
 * is printed to the console (recipient, subject and link only: no codes or passwords) and listed at
 * `GET /__demo/mailbox[?to=email]`, newest last, for e2e tests and people trying the demo.
 *
 * Kept in memory only, never in DEMO_DATA_FILE: its mails hold usable reset links and login codes,
 * and the file keeps only hashes of those, so a copy of it signs no one in. A restart empties the
 * mailbox; a link printed before it still works until it expires.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { demoPath } from '../handlers/paths';
import { defineSection } from './store';

/*
 * Anyone can make the demo send a mail (a login code needs no account), so without a cap a loop of
 * requests grows the mailbox without end. Only the newest mails matter (a code or link is used
 * within minutes; the e2e tests read the last mail of their own address), so the oldest are dropped.
 */
/** Mails kept per address: enough for a few resends; a flooded address cannot push out others. */
export const MAX_MAILS_PER_ADDRESS = 10;
/** Mails kept in all: bounds memory however many addresses are used. */
export const MAX_MAILS = 200;

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** A path on the shop's origin, e.g. `/nl/password-reset?token=…&tenantId=public`. */
  link: string;
  /** The same link on the configured shop origin (demo-api/auth/site-origin.ts), ready to open. */
  absoluteLink: string;
  /** The one-time code of a passwordless mail; null for other mails. */
  code: string | null;
  /** ISO timestamp. */
  sentAt: string;
}

const section = defineSection<Mail[]>('mailbox', () => [], { persisted: false });

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Ids keep counting after old mails are dropped: the newest mail holds the highest number. */
function nextId(mails: readonly Mail[]): string {
  const last = Number(/^mail-(\d+)$/.exec(mails.at(-1)?.id ?? '')?.[1] ?? 0);
  return `mail-${last + 1}`;
}

/** Drops the oldest mails (in place) until both caps hold; `sent` is the newest, so it stays. */
function dropOldest(mails: Mail[], sent: Mail): void {
  const forAddress = mails.filter((mail) => sameAddress(mail.to, sent.to));
  const dropped = new Set(
    forAddress.slice(0, Math.max(0, forAddress.length - MAX_MAILS_PER_ADDRESS)),
  );
  const kept = mails.filter((mail) => !dropped.has(mail));
  mails.splice(0, mails.length, ...kept.slice(Math.max(0, kept.length - MAX_MAILS)));
}

export const mailbox = {
  send: (mail: Omit<Mail, 'id' | 'sentAt'>): Mail => {
    const mails = section.get();
    const sent: Mail = { ...mail, id: nextId(mails), sentAt: new Date().toISOString() };
    mails.push(sent);
    dropOldest(mails, sent);
    console.info(`[demo mailbox] to ${sent.to}: ${sent.subject}\n  ${sent.absoluteLink}`);
    return sent;
  },
  /** All mails, or those to one address (case-insensitive), oldest first. */
  list: (to?: string): Mail[] => {
    const wanted = to?.trim();
    return section.get().filter((mail) => wanted === undefined || sameAddress(mail.to, wanted));
  },
};

export const mailboxHandler: RequestHandler = http.get(demoPath('mailbox'), ({ request }) => {
  const to = new URL(request.url).searchParams.get('to') ?? undefined;
  return HttpResponse.json({ mails: mailbox.list(to) });
});
