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
