/**
 * The two mails the demo auth sends, in the language of the request (`x-locale`). Their links go to
 * the configured shop origin: nothing else of the request is used.
 */
import { mailbox, type Mail } from '../db/mailbox';
import { magicLinkPath, mailLanguage, passwordResetPath } from './mail-links';
import { LOGIN_CODE_MAIL, PASSWORD_RESET_MAIL } from './mail-texts';
import type { MailedCode } from './passwordless-codes';
import { siteOrigin } from './site-origin';

export function mailPasswordReset(
  request: Request,
  to: string,
  token: string,
  tenantId: string,
): Mail {
  const lang = mailLanguage(request);
  const link = passwordResetPath(lang, token, tenantId);
  const absoluteLink = `${siteOrigin()}${link}`;
  const text = PASSWORD_RESET_MAIL[lang];
  return mailbox.send({
    to,
    subject: text.subject,
    text: text.text({ link: absoluteLink, code: '' }),
    link,
    absoluteLink,
    code: null,
  });
}

export function mailLoginCode(
  request: Request,
  to: string,
  code: MailedCode,
  tenantId: string,
): Mail {
  const lang = mailLanguage(request);
  const link = magicLinkPath(lang, code.preAuthSessionId, tenantId, code.linkCode);
  const absoluteLink = `${siteOrigin()}${link}`;
  const text = LOGIN_CODE_MAIL[lang];
  return mailbox.send({
    to,
    subject: text.subject,
    text: text.text({ link: absoluteLink, code: code.userInputCode }),
    link,
    absoluteLink,
    code: code.userInputCode,
  });
}
