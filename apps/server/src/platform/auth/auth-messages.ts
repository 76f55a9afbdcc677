import type { MailMessage } from '../mail/mailer';

// Account mails and SMS are written in French, the product's language (spec 02 §9: mails are
// composed in French).

export function verificationMail(to: string, name: string, url: string): MailMessage {
  const greeting = name.trim() ? `Bonjour ${name.trim()},` : 'Bonjour,';
  return {
    to,
    subject: 'Vérifiez votre adresse e-mail PhotoDossier',
    text: [
      greeting,
      '',
      'Pour activer votre compte PhotoDossier, confirmez votre adresse e-mail en ouvrant ce lien :',
      url,
      '',
      "Si vous n'avez pas créé de compte, ignorez ce message.",
    ].join('\n'),
  };
}

export function smsCodeText(code: string): string {
  return `PhotoDossier : votre code de vérification est ${code}. Il expire dans quelques minutes.`;
}

/**
 * Sent when wrong passwords or codes made an account wait (decision 0024): French, with the
 * English text for users who chose English.
 */
export function tooManyAttemptsMail(
  to: string,
  name: string,
  language: 'fr' | 'en',
  what: 'password' | 'code',
): MailMessage {
  const trimmed = name.trim();
  if (language === 'en') {
    return {
      to,
      subject: 'PhotoDossier: several failed sign-in attempts',
      text: [
        trimmed ? `Hello ${trimmed},` : 'Hello,',
        '',
        what === 'password'
          ? 'Several wrong passwords were just entered for your PhotoDossier account.'
          : 'Several wrong verification codes were just entered for your PhotoDossier account.',
        'Signing in is paused for a few minutes, then works again as usual.',
        '',
        'If it was not you, change your password and turn on two-factor authentication.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'PhotoDossier : plusieurs tentatives de connexion échouées',
    text: [
      trimmed ? `Bonjour ${trimmed},` : 'Bonjour,',
      '',
      what === 'password'
        ? 'Plusieurs mots de passe erronés viennent d’être saisis pour votre compte PhotoDossier.'
        : 'Plusieurs codes de vérification erronés viennent d’être saisis pour votre compte PhotoDossier.',
      'La connexion est suspendue quelques minutes, puis fonctionne à nouveau normalement.',
      '',
      "Si ce n'était pas vous, changez votre mot de passe et activez la double authentification.",
    ].join('\n'),
  };
}
