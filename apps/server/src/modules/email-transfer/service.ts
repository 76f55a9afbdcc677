import { setTimeout as sleep } from 'node:timers/promises';
import { patientFullName } from '@photodossier/domain/display-names';
import {
  DEFAULT_EMAIL_SENDER_NAME,
  EMAIL_ATTACHMENTS_MAX_BYTES,
  EMAIL_LINK_EXPIRY_DAYS,
} from '@photodossier/domain/email-limits';
import type {
  EmailSendList,
  EmailSendRecord,
  SendEmailRequest,
} from '@photodossier/domain/email-transfer';
import type { Viewer } from '../../platform/auth/viewer';
import type { DocumentHeader } from '../../platform/pdf/pdf-writer';
import type { AccessJournal } from '../journal/service';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { fromJsonText, newId, toIso, toJsonText } from '../../platform/db/portable';
import { AppError } from '../../platform/http/problem';
import type { MailAttachment, Mailer } from '../../platform/mail/mailer';
import { practiceSignature } from '../settings/practice-service';
import type { SettingsService } from '../settings/service';
import type { EmailSendRow, EmailTransferRepository, MailedPhotoRow } from './repository';
import { practiceDateFormat } from '../../platform/practice-time';

const HOUR_MS = 3_600_000;
/** The patient name of unassigned photos (spec 02 §3), in the e-mail's language. */
export const UNASSIGNED_PATIENT_NAME = 'Photos non assignées';
const SEND_LOG_SHOWN = 50;

export interface EmailTransferOptions {
  readonly hourlyLimit: number;
  /** The waits between attempts (spec: 2 s then 4 s); one attempt more than waits. */
  readonly retryDelaysMs: readonly number[];
  /** Where signed links point when the server's PUBLIC_URL is not set. */
  readonly publicUrl: string | null;
  readonly wait?: (ms: number) => Promise<void>;
  readonly clock?: () => number;
  /** Where each photo sent is recorded (decision 0043). */
  readonly journal?: AccessJournal;
  /** The practice (organization settings) the message is signed with. */
  readonly practiceHeader?: (viewer: Viewer) => Promise<DocumentHeader>;
}

function toRecord(row: EmailSendRow): EmailSendRecord {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    photo_ids: fromJsonText<string[]>(row.photo_ids),
    delivery: row.delivery === 'links' ? 'links' : 'attachments',
    status: row.status === 'sent' ? 'sent' : row.status === 'failed' ? 'failed' : 'sending',
    attempts: Number(row.attempts),
    created_at: toIso(Number(row.created_at)),
    finished_at: row.finished_at === null ? null : toIso(Number(row.finished_at)),
  };
}

const frenchDate = (epochMs: number) =>
  practiceDateFormat('fr-FR', { dateStyle: 'long' }).format(epochMs);
const frenchDateTime = (epochMs: number) =>
  practiceDateFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(epochMs);

function patientLabel(photo: MailedPhotoRow): string | null {
  const name = patientFullName(photo);
  return name === '' ? null : name;
}

/**
 * The consultation e-mail, in French (spec 02 §9): the user's message, the patients (with
 * « Photos non assignées » for photos without one), then one line per photo with its date in
 * fr-FR, and the links when the photos travel as links.
 */
export function consultationText(
  message: string,
  photos: readonly MailedPhotoRow[],
  links: readonly string[] | null,
  linkExpiry: number | null,
): string {
  const patients = [...new Set(photos.map(patientLabel).filter((name) => name !== null))];
  // Spec 02 §3: photos without a patient go under this name rather than under none.
  if (photos.some((photo) => photo.patient_id === null)) patients.push(UNASSIGNED_PATIENT_NAME);
  const lines = [message, ''];
  if (patients.length > 0) lines.push(`Patient : ${patients.join(', ')}`);
  lines.push(
    photos.length === 1 ? '1 photo de consultation :' : `${photos.length} photos de consultation :`,
  );
  photos.forEach((photo, index) => {
    const zone = photo.zone_traitee.trim() === '' ? '' : ` (${photo.zone_traitee.trim()})`;
    const link = links ? ` : ${links[index]}` : '';
    lines.push(`- ${photo.filename}, prise le ${frenchDateTime(photo.date_prise)}${zone}${link}`);
  });
  if (links && linkExpiry !== null) {
    lines.push(
      '',
      `Les photos dépassaient la taille permise en pièces jointes : les liens ci-dessus restent valables jusqu'au ${frenchDate(linkExpiry)}.`,
    );
  }
  return lines.join('\n');
}

/**
 * Sends the user's photos by e-mail (decision 0044). Only the user's own photos, out of the
 * trash; at most `hourlyLimit` messages an hour; every send recorded before the first attempt
 * and finished with its result, so a failure loses nothing and can be sent again.
 */
export class EmailTransferService {
  private readonly wait: (ms: number) => Promise<void>;
  private readonly clock: () => number;

  constructor(
    private readonly repository: EmailTransferRepository,
    private readonly settings: SettingsService,
    private readonly blobs: BlobStore,
    private readonly mailer: Mailer,
    private readonly options: EmailTransferOptions,
  ) {
    this.wait = options.wait ?? ((ms) => sleep(ms).then(() => undefined));
    this.clock = options.clock ?? (() => Date.now());
  }

  async send(viewer: Viewer, body: SendEmailRequest, origin: string): Promise<EmailSendRecord> {
    const { userId } = viewer;
    const found = await this.repository.activePhotos(userId, body.photo_ids);
    if (found.length !== body.photo_ids.length) throw new AppError('email.invalid_photos', 400);
    const byId = new Map(found.map((photo) => [photo.id, photo]));
    const photos = body.photo_ids.flatMap((id) => byId.get(id) ?? []);

    const now = this.clock();
    if ((await this.repository.countSince(userId, now - HOUR_MS)) >= this.options.hourlyLimit) {
      throw new AppError('email.rate_limited', 429);
    }
    const total = photos.reduce((sum, photo) => sum + photo.file_size, 0);
    const delivery = total > EMAIL_ATTACHMENTS_MAX_BYTES ? 'links' : 'attachments';
    const row: EmailSendRow = {
      id: newId(),
      user_id: userId,
      recipient: body.to,
      subject: body.subject,
      photo_ids: toJsonText(photos.map((photo) => photo.id)),
      delivery,
      status: 'sending',
      attempts: 0,
      error: null,
      created_at: now,
      finished_at: null,
    };
    await this.repository.insert(row);

    let attempts = 0;
    let lastError: unknown = null;
    try {
      const { emailTransfer } = await this.settings.get(viewer);
      const header = (await this.options.practiceHeader?.(viewer)) ?? null;
      const message =
        delivery === 'attachments'
          ? {
              text: consultationText(body.message, photos, null, null),
              attachments: await Promise.all(photos.map((photo) => this.#attachment(photo))),
            }
          : await this.#withLinks(body.message, photos, origin, now);
      const mail = {
        to: body.to,
        subject: body.subject,
        // A blank name would send with an empty display name; the spec's default is the product's.
        senderName: emailTransfer.senderName.trim() || DEFAULT_EMAIL_SENDER_NAME,
        ...message,
        text: message.text + practiceSignature(header),
      };
      const delays = this.options.retryDelaysMs;
      for (attempts = 1; attempts <= delays.length + 1; attempts += 1) {
        try {
          await this.mailer.send(mail);
          lastError = null;
          break;
        } catch (error) {
          lastError = error;
          const delay = delays[attempts - 1];
          if (delay !== undefined) await this.wait(delay);
        }
      }
      attempts = Math.min(attempts, delays.length + 1);
    } catch (error) {
      lastError = error;
    }
    const failed = lastError !== null;
    await this.repository.finish(userId, row.id, {
      status: failed ? 'failed' : 'sent',
      attempts,
      error: failed ? String(lastError instanceof Error ? lastError.message : lastError) : null,
      finished_at: this.clock(),
    });
    if (failed) throw new AppError('email.send_failed', 502);
    // One journal line per photo that left by e-mail, with its patient.
    for (const photo of photos) {
      await this.options.journal?.record(viewer, 'email.send', {
        patientId: photo.patient_id,
        targetId: photo.id,
      });
    }
    return toRecord({ ...row, status: 'sent', attempts, finished_at: this.clock() });
  }

  async list(viewer: Viewer): Promise<EmailSendList> {
    const rows = await this.repository.list(viewer.userId, SEND_LOG_SHOWN);
    return { items: rows.map(toRecord) };
  }

  /** The stored file, byte for byte, under its original name. */
  async #attachment(photo: MailedPhotoRow): Promise<MailAttachment> {
    const blob = await this.blobs.get(photo.storage_path);
    if (!blob) throw new Error(`The file of photo ${photo.id} is missing`);
    const chunks: Buffer[] = [];
    for await (const chunk of blob.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return {
      filename: photo.filename,
      content: Buffer.concat(chunks),
      contentType: photo.file_type || blob.contentType,
    };
  }

  async #withLinks(
    message: string,
    photos: readonly MailedPhotoRow[],
    origin: string,
    now: number,
  ): Promise<{ text: string }> {
    const expiresInSeconds = EMAIL_LINK_EXPIRY_DAYS * 86_400;
    const base = this.options.publicUrl ?? origin;
    const links = await Promise.all(
      photos.map(async (photo) => {
        const signed = await this.blobs.signedUrl(photo.storage_path, { expiresInSeconds });
        return new URL(signed, `${base}/`).toString();
      }),
    );
    return { text: consultationText(message, photos, links, now + expiresInSeconds * 1000) };
  }
}
