/** Subjects and bodies of the demo's auth mails in the shop's four languages. */
import type { MailLanguage } from './mail-links';

interface MailText {
  subject: string;
  text: (values: { link: string; code: string }) => string;
}

export const PASSWORD_RESET_MAIL: Readonly<Record<MailLanguage, MailText>> = {
  nl: {
    subject: 'Stel een nieuw wachtwoord in',
    text: ({ link }) =>
      `Open deze link om een nieuw wachtwoord in te stellen (een uur geldig): ${link}`,
  },
  en: {
    subject: 'Set a new password',
    text: ({ link }) => `Open this link to set a new password (valid for one hour): ${link}`,
  },
  de: {
    subject: 'Neues Passwort festlegen',
    text: ({ link }) =>
      `Öffnen Sie diesen Link, um ein neues Passwort festzulegen (eine Stunde gültig): ${link}`,
  },
  fr: {
    subject: 'Choisissez un nouveau mot de passe',
    text: ({ link }) =>
      `Ouvrez ce lien pour choisir un nouveau mot de passe (valable une heure) : ${link}`,
  },
};

export const LOGIN_CODE_MAIL: Readonly<Record<MailLanguage, MailText>> = {
  nl: {
    subject: 'Uw inlogcode',
    text: ({ code, link }) =>
      `Uw inlogcode is ${code}. Of log in met deze link: ${link} (15 minuten geldig).`,
  },
  en: {
    subject: 'Your login code',
    text: ({ code, link }) =>
      `Your login code is ${code}. Or log in with this link: ${link} (valid for 15 minutes).`,
  },
  de: {
    subject: 'Ihr Anmeldecode',
    text: ({ code, link }) =>
      `Ihr Anmeldecode ist ${code}. Oder melden Sie sich mit diesem Link an: ${link} (15 Minuten gültig).`,
  },
  fr: {
    subject: 'Votre code de connexion',
    text: ({ code, link }) =>
      `Votre code de connexion est ${code}. Ou connectez-vous avec ce lien : ${link} (valable 15 minutes).`,
  },
};
