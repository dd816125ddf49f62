/**
 * The demo mailbox: password-reset links, login codes and magic links are "e-mailed" here. Each mail
 * is printed to the console (recipient, subject and link only: no codes or passwords) and listed at
 * `GET /__demo/mailbox[?to=email]`, newest last, for e2e tests and people trying the demo.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { demoPath } from '../handlers/paths';
import { defineSection, saveStore } from './store';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** A path on the shop's origin, e.g. `/nl/password-reset?token=…&tenantId=public`. */
  link: string;
  /** The same link with the origin the request came from, ready to open. */
  absoluteLink: string;
  /** The one-time code of a passwordless mail; null for other mails. */
  code: string | null;
  /** ISO timestamp. */
  sentAt: string;
}

const section = defineSection<Mail[]>('mailbox', () => []);

export const mailbox = {
  send: (mail: Omit<Mail, 'id' | 'sentAt'>): Mail => {
    const mails = section.get();
    const sent: Mail = {
      ...mail,
      id: `mail-${mails.length + 1}`,
      sentAt: new Date().toISOString(),
    };
    mails.push(sent);
    saveStore();
    console.info(`[demo mailbox] to ${sent.to}: ${sent.subject}\n  ${sent.absoluteLink}`);
    return sent;
  },
  /** All mails, or those to one address (case-insensitive), oldest first. */
  list: (to?: string): Mail[] => {
    const wanted = to?.trim().toLowerCase();
    return section.get().filter((mail) => wanted === undefined || mail.to.toLowerCase() === wanted);
  },
};

export const mailboxHandler: RequestHandler = http.get(demoPath('mailbox'), ({ request }) => {
  const to = new URL(request.url).searchParams.get('to') ?? undefined;
  return HttpResponse.json({ mails: mailbox.list(to) });
});
