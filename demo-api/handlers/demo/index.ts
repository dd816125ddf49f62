/**
 * The demo API's own endpoints under /__demo (not part of the shop's API): fault injection (first,
 * so it can fail any API or auth call), health, reset, fault rules and the demo bank.
 * (GET /__demo/mailbox is served with the auth handlers, which send the mails.)
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { resetStore } from '../../db/store';
import { demoPath } from '../paths';
import { bankHandlers } from './bank';
import { faultAdminHandlers, faultInjectionHandlers } from './faults';

export const demoHandlers: RequestHandler[] = [
  ...faultInjectionHandlers,
  http.get(demoPath('health'), () => HttpResponse.json({ ok: true })),
  // e2e tests reset between journeys, so each starts from the seed (users, orders, faults, …).
  http.post(demoPath('reset'), () => {
    resetStore();
    return HttpResponse.json({ ok: true });
  }),
  ...faultAdminHandlers,
  ...bankHandlers,
];
