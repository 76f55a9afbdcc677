import { intlLocale, type Language } from '@photodossier/domain/app-preferences';
import { QUOTA_NEAR_PERCENT } from '@photodossier/domain/notification-rules';
import { PRODUCT_NAME } from '@photodossier/domain/product';
import { formatBytes } from '@photodossier/domain/size';
import type { MailMessage } from '../../platform/mail/mailer';
import type { ImportOutcome } from './repository';
import { practiceDateFormat } from '../../platform/practice-time';

// The notification e-mails of the communication settings (decision 0056), French first, English
// for users who chose English, dated in the practice's time zone like every e-mail.

/** Who receives a notification, in which language. */
export interface NoticeReader {
  readonly to: string;
  readonly name: string;
  readonly language: Language;
}

/** A shared link as its owner knows it; never its token, which only the visitor holds. */
export interface OpenedLink {
  readonly kind: 'comparison' | 'photos' | 'drive';
  /** The comparison's title or the drive item's name; empty for a set of photos. */
  readonly label: string;
  /** The patient's full name when the link shows one patient. */
  readonly patientName: string | null;
}

export interface StorageFigures {
  readonly usedBytes: number;
  readonly quotaBytes: number;
}

function dateAndTime(at: number, language: Language): { date: string; time: string } {
  const locale = intlLocale(language);
  return {
    date: practiceDateFormat(locale, {}).format(at),
    time: practiceDateFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at),
  };
}

function greeting(reader: NoticeReader): string {
  const name = reader.name.trim();
  if (reader.language === 'en') return name ? `Hello ${name},` : 'Hello,';
  return name ? `Bonjour ${name},` : 'Bonjour,';
}

function mail(reader: NoticeReader, subject: string, lines: readonly string[]): MailMessage {
  return { to: reader.to, subject, text: [greeting(reader), '', ...lines].join('\n') };
}

function linkTarget(link: OpenedLink, language: Language): string {
  const patient = link.patientName;
  if (language === 'en') {
    if (link.kind === 'comparison') {
      return `to the comparison “${link.label}”${patient ? ` of ${patient}` : ''}`;
    }
    if (link.kind === 'drive') return `to “${link.label}” in your Drive`;
    return patient ? `to photos of ${patient}` : 'to a selection of photos';
  }
  if (link.kind === 'comparison') {
    return `vers la comparaison « ${link.label} »${patient ? ` de ${patient}` : ''}`;
  }
  if (link.kind === 'drive') return `vers « ${link.label} » de votre Drive`;
  return patient ? `vers des photos de ${patient}` : 'vers une sélection de photos';
}

export function shareOpenedMail(reader: NoticeReader, link: OpenedLink, openedAt: number) {
  const { date, time } = dateAndTime(openedAt, reader.language);
  const target = linkTarget(link, reader.language);
  if (reader.language === 'en') {
    return mail(reader, `${PRODUCT_NAME}: your shared link was opened`, [
      `The link you shared ${target} was opened on ${date} at ${time}.`,
      '',
      'You receive at most one e-mail per link every 24 hours. To stop them, turn off',
      '“E-mail me when a shared link is opened” in Settings → Communication.',
    ]);
  }
  return mail(reader, `${PRODUCT_NAME} : votre lien partagé a été ouvert`, [
    `Le lien que vous avez partagé ${target} a été ouvert le ${date} à ${time}.`,
    '',
    'Vous recevez au plus un e-mail par lien et par 24 heures. Pour ne plus en recevoir,',
    'désactivez « M’avertir quand un lien partagé est ouvert » dans Paramètres → Communication.',
  ]);
}

export function quotaNearMail(reader: NoticeReader, figures: StorageFigures) {
  const percent = Math.floor((figures.usedBytes / figures.quotaBytes) * 100);
  if (reader.language === 'en') {
    const used = formatBytes(figures.usedBytes);
    const quota = formatBytes(figures.quotaBytes);
    return mail(reader, `${PRODUCT_NAME}: your storage is almost full`, [
      `You are using ${percent}% of your storage (${used} of ${quota}).`,
      'To keep importing photos, empty the trash, delete what you no longer need in the',
      'storage manager, or move to a larger plan.',
      '',
      `No other e-mail will follow until your storage has gone back under ${QUOTA_NEAR_PERCENT}%.`,
    ]);
  }
  const french = { locale: 'fr', unitStyle: 'french' } as const;
  const used = formatBytes(figures.usedBytes, french);
  const quota = formatBytes(figures.quotaBytes, french);
  return mail(reader, `${PRODUCT_NAME} : votre espace de stockage est presque plein`, [
    `Vous utilisez ${percent} % de votre espace de stockage (${used} sur ${quota}).`,
    'Pour continuer d’importer des photos, videz la corbeille, supprimez ce dont vous n’avez',
    'plus besoin dans le gestionnaire de stockage ou passez à une formule supérieure.',
    '',
    `Vous ne recevrez pas d’autre e-mail tant que l’espace utilisé ne sera pas repassé sous ${QUOTA_NEAR_PERCENT} %.`,
  ]);
}

// "patient" and "photo" take the same plural in both languages.
function counted(count: number, noun: 'patient' | 'photo'): string {
  return count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
}

export function importFinishedMail(
  reader: NoticeReader,
  outcome: ImportOutcome,
  finishedAt: number,
) {
  const { date, time } = dateAndTime(finishedAt, reader.language);
  const filed = outcome.photos - outcome.withoutPatient;
  const patients = counted(outcome.patients, 'patient');
  const photos = counted(outcome.photos, 'photo');
  if (reader.language === 'en') {
    return mail(reader, `${PRODUCT_NAME}: import finished (${photos})`, [
      `Your photo import finished on ${date} at ${time}.`,
      '',
      `– Photos imported: ${outcome.photos}`,
      `– Filed in a patient record: ${filed} (${patients})`,
      `– Without a patient: ${outcome.withoutPatient}`,
    ]);
  }
  return mail(reader, `${PRODUCT_NAME} : import terminé (${photos})`, [
    `Votre import de photos s’est terminé le ${date} à ${time}.`,
    '',
    `– Photos importées : ${outcome.photos}`,
    `– Classées dans un dossier patient : ${filed} (${patients})`,
    `– Sans patient : ${outcome.withoutPatient}`,
  ]);
}
