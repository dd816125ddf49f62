/** The two mails the demo auth sends, in the language of the request (`x-locale`). */
import { mailbox, type Mail } from '../db/mailbox';
import { magicLinkPath, mailLanguage, passwordResetPath, requestOrigin } from './mail-links';
import { LOGIN_CODE_MAIL, PASSWORD_RESET_MAIL } from './mail-texts';
import type { MailedCode } from './passwordless-codes';

export function mailPasswordReset(
  request: Request,
  to: string,
  token: string,
  tenantId: string,
): Mail {
  const lang = mailLanguage(request);
  const link = passwordResetPath(lang, token, tenantId);
  const absoluteLink = `${requestOrigin(request)}${link}`;
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
  const absoluteLink = `${requestOrigin(request)}${link}`;
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
