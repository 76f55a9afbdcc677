import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CONSENT_PROCEDURES,
  DEFAULT_CONSENT_TEMPLATES,
  SIGNATURE_MAX_SIDE,
  SIGNATURE_PNG_MAX_BYTES,
  consentProcedureName,
  consentProcedureSchema,
  fillConsentText,
  type ConsentProcedure,
  type ConsentRecord,
  type ConsentTemplate,
  type ConsentTemplateBody,
  type CreateConsentBody,
} from '@photodossier/domain/consents';
import { patientFullName } from '@photodossier/domain/display-names';
import { STORAGE_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { checkQuota, quotaBytesForPlan, quotaExceededMessage } from '@photodossier/domain/quota';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { newId, nowMs, toIso } from '../../platform/db/portable';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { Mailer } from '../../platform/mail/mailer';
import type { SubscriptionReader } from '../billing/subscription';
import type { DocumentHeader } from '../../platform/pdf/pdf-writer';
import type { AccessJournal } from '../journal/service';
import { practiceSignature } from '../settings/practice-service';
import type { StorageUsageRepository } from '../storage/usage-repository';
import { consentPdf } from './consent-pdf';
import type { ConsentPatientRow, ConsentRow, ConsentsRepository, SignedValues } from './repository';
import { frenchCalendarDate, frenchPracticeDay } from '../../platform/practice-time';

const notFound = () => new AppError('request.not_found', 404);

export function toConsentRecord(row: ConsentRow): ConsentRecord {
  return {
    id: row.id,
    patient_id: row.patient_id,
    procedure: consentProcedureSchema.parse(row.procedure),
    title: row.title,
    body: row.body,
    status: row.status === 'signed' ? 'signed' : 'pending',
    sha256: row.sha256,
    file_size: row.file_size === null ? null : Number(row.file_size),
    signed_at: row.signed_at === null ? null : toIso(Number(row.signed_at)),
    created_at: toIso(Number(row.created_at)),
  };
}

/** The PNG bytes of a drawn signature, checked by content: a real, non-blank, bounded PNG. */
export async function signatureBytes(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const invalid = () => new AppError('consent.invalid_signature', 400);
  if (bytes.length === 0 || bytes.length > SIGNATURE_PNG_MAX_BYTES) throw invalid();
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw invalid();
  try {
    const image = sharp(bytes);
    const meta = await image.metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height) throw invalid();
    if (meta.width > SIGNATURE_MAX_SIDE || meta.height > SIGNATURE_MAX_SIDE) throw invalid();
    const stats = await image.stats();
    // Ink is dark strokes on a transparent or white ground: a blank pad has neither.
    const alpha = meta.hasAlpha ? stats.channels.at(-1) : undefined;
    const inked = alpha ? alpha.max > 0 : (stats.channels[0]?.min ?? 255) < 200;
    if (!inked) throw new AppError('consent.signature_empty', 400);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid();
  }
  return bytes;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface ConsentFile {
  readonly bytes: Buffer;
  readonly sha256: string;
  readonly fileName: string;
  readonly patientId: string;
}

/**
 * One key per signing attempt: two signatures sent at once each write their own PDF, and the
 * one that loses the signing deletes its own, instead of writing over the winner's file (whose
 * hash was then no longer the stored file's).
 */
const consentKey = (userId: string, id: string) => `consents/${userId}/${id}-${newId()}.pdf`;

export interface ConsentsServiceDeps {
  readonly db: Kysely<Database>;
  readonly consents: ConsentsRepository;
  readonly usage: StorageUsageRepository;
  readonly subscriptions: SubscriptionReader;
  readonly blobs: BlobStore;
  readonly bus: EventBus;
  readonly mailer: Mailer;
  readonly journal: AccessJournal;
  /** The practice (organization settings) the PDFs and e-mails come from. */
  readonly practiceHeader: (userId: string, practitionerName: string) => Promise<DocumentHeader>;
}

/**
 * Consent templates and signed documents (decision 0047), Pro only through the routes' gate.
 * A document is written once: created signed, or created pending and signed once on the portal;
 * no path changes a signed document.
 */
export class ConsentsService {
  constructor(private readonly deps: ConsentsServiceDeps) {}

  async templates(viewer: Viewer): Promise<ConsentTemplate[]> {
    const own = new Map(
      (await this.deps.consents.templates(viewer.userId)).map((row) => [row.procedure, row]),
    );
    return CONSENT_PROCEDURES.map((procedure) => {
      const edited = own.get(procedure);
      return edited
        ? { procedure, title: edited.title, body: edited.body, edited: true }
        : { procedure, ...DEFAULT_CONSENT_TEMPLATES[procedure], edited: false };
    });
  }

  async saveTemplate(
    viewer: Viewer,
    procedure: ConsentProcedure,
    body: ConsentTemplateBody,
  ): Promise<ConsentTemplate> {
    await this.deps.consents.saveTemplate({
      id: newId(),
      user_id: viewer.userId,
      procedure,
      title: body.title,
      body: body.body,
      updated_at: nowMs(),
    });
    return { procedure, ...body, edited: true };
  }

  async resetTemplate(viewer: Viewer, procedure: ConsentProcedure): Promise<ConsentTemplate> {
    await this.deps.consents.resetTemplate(viewer.userId, procedure);
    return { procedure, ...DEFAULT_CONSENT_TEMPLATES[procedure], edited: false };
  }

  async list(viewer: Viewer, patientId: string): Promise<ConsentRecord[]> {
    await this.#requirePatient(viewer.userId, patientId);
    return (await this.deps.consents.list(viewer.userId, patientId)).map(toConsentRecord);
  }

  async create(viewer: Viewer, patientId: string, body: CreateConsentBody): Promise<ConsentRecord> {
    const patient = await this.#requirePatient(viewer.userId, patientId);
    const practitionerSignature = await signatureBytes(body.practitioner_signature);
    const patientSignature = body.patient_signature
      ? await signatureBytes(body.patient_signature)
      : null;
    const template = (await this.templates(viewer)).find((t) => t.procedure === body.procedure)!;
    const at = nowMs();
    const practitionerName = viewer.name || viewer.email;
    const values = {
      patient: patientFullName(patient),
      date_naissance: frenchCalendarDate(patient.date_naissance),
      procedure: consentProcedureName(body.procedure),
      praticien: practitionerName,
      date: frenchPracticeDay(at),
    };
    const row: ConsentRow = {
      id: newId(),
      user_id: viewer.userId,
      patient_id: patientId,
      procedure: body.procedure,
      title: fillConsentText(template.title, values),
      body: fillConsentText(template.body, values),
      practitioner_name: practitionerName,
      status: 'pending',
      practitioner_signature: practitionerSignature.toString('base64'),
      storage_path: null,
      file_size: null,
      sha256: null,
      signed_at: null,
      created_at: at,
    };
    // Written signed or not at all: a signing that failed (quota full, storage down) left a
    // pending document behind, and signing again on the device made a second one.
    const record = patientSignature
      ? await this.#seal(viewer.userId, row, patient, patientSignature, (signed, trx) =>
          this.deps.consents.insertSigned({ ...row, ...signed }, trx).then(() => true),
        )
      : await this.deps.consents.insert(row).then(() => toConsentRecord(row));
    await this.deps.journal.record(viewer, 'consent.create', { patientId, targetId: row.id });
    if (patientSignature) {
      await this.deps.journal.record(viewer, 'consent.sign', { patientId, targetId: row.id });
    }
    return record;
  }

  /**
   * Signs a pending document of the owner with the patient's signature: the PDF is made,
   * stored, counted in the quota and the row marked signed, once.
   */
  async sign(userId: string, id: string, patientSignature: Buffer): Promise<ConsentRecord> {
    const row = await this.deps.consents.find(userId, id);
    if (!row) throw notFound();
    if (row.status !== 'pending' || !row.practitioner_signature) {
      throw new AppError('consent.immutable', 409);
    }
    const patient = await this.#requirePatient(userId, row.patient_id);
    return this.#seal(userId, row, patient, patientSignature, (values, trx) =>
      this.deps.consents.markSigned(userId, id, values, trx),
    );
  }

  /**
   * Makes and stores the PDF of `row` signed by the patient now, then counts it in the quota and
   * records it (`write`: false when the row is no longer pending) in one transaction; the file
   * is deleted when that transaction does not commit. The file goes first: a transaction held
   * open during an upload would stop the user's other writes on SQLite.
   */
  async #seal(
    userId: string,
    row: ConsentRow,
    patient: ConsentPatientRow,
    patientSignature: Buffer,
    write: (values: SignedValues, trx: Kysely<Database>) => Promise<boolean>,
  ): Promise<ConsentRecord> {
    if (!row.practitioner_signature) throw new AppError('consent.immutable', 409);
    const signedAt = nowMs();
    const bytes = await consentPdf({
      header: await this.deps.practiceHeader(userId, row.practitioner_name),
      practitionerName: row.practitioner_name,
      patient: { name: patientFullName(patient), birthDate: patient.date_naissance },
      procedureName: consentProcedureName(consentProcedureSchema.parse(row.procedure)),
      title: row.title,
      body: row.body,
      patientSignature,
      practitionerSignature: Buffer.from(row.practitioner_signature, 'base64'),
      signedAt: new Date(signedAt),
    });
    const { planId } = await this.deps.subscriptions.current(userId);
    const key = consentKey(userId, row.id);
    const values: SignedValues = {
      storage_path: key,
      file_size: bytes.length,
      sha256: sha256(bytes),
      signed_at: signedAt,
    };
    await this.deps.blobs.put(key, Readable.from([Buffer.from(bytes)]), {
      contentType: 'application/pdf',
    });
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        const quota = quotaBytesForPlan(planId);
        if (!(await this.deps.usage.reserve(userId, bytes.length, quota, signedAt, trx))) {
          const used = await this.deps.usage.usedBytes(userId, trx);
          const message = quotaExceededMessage(
            checkQuota({ planId, usedBytes: used, incomingBytes: bytes.length }),
          );
          throw new AppError(message.code, 413, { params: message.params });
        }
        if (!(await write(values, trx))) throw new AppError('consent.immutable', 409);
      });
    } catch (error) {
      await this.deps.blobs.delete(key).catch(() => undefined);
      throw error;
    }
    await this.deps.bus.publish({ topic: STORAGE_CHANGED_TOPIC, ids: [], userId });
    return toConsentRecord({
      ...row,
      ...values,
      status: 'signed',
      practitioner_signature: null,
    });
  }

  async pdf(viewer: Viewer, id: string): Promise<ConsentFile> {
    const file = await this.signedPdf(viewer.userId, id);
    await this.deps.journal.record(viewer, 'consent.download', {
      patientId: file.patientId,
      targetId: id,
    });
    return file;
  }

  /** The stored PDF of a signed document; the caller journals who read it. */
  async signedPdf(userId: string, id: string): Promise<ConsentFile> {
    const { row, bytes } = await this.#signedFile(userId, id);
    return {
      bytes,
      sha256: row.sha256 ?? sha256(bytes),
      fileName: this.#fileName(row),
      patientId: row.patient_id,
    };
  }

  async email(viewer: Viewer, id: string, to: string | undefined): Promise<void> {
    const { row, bytes } = await this.#signedFile(viewer.userId, id);
    const patient = await this.#requirePatient(viewer.userId, row.patient_id);
    const recipient = to ?? patient.email;
    if (!recipient) throw new AppError('consent.no_email', 400);
    const header = await this.deps.practiceHeader(viewer.userId, row.practitioner_name);
    await this.deps.mailer.send({
      to: recipient,
      subject: row.title,
      text:
        `Bonjour,\n\nVeuillez trouver ci-joint votre document « ${row.title} », signé le ${row.signed_at ? frenchPracticeDay(Number(row.signed_at)) : ''}.\nEmpreinte SHA-256 du fichier : ${row.sha256 ?? ''}\n` +
        practiceSignature(header),
      senderName: header.title,
      attachments: [
        { filename: this.#fileName(row), content: bytes, contentType: 'application/pdf' },
      ],
    });
    await this.deps.journal.record(viewer, 'consent.email', {
      patientId: row.patient_id,
      targetId: id,
    });
  }

  #fileName(row: ConsentRow): string {
    const date = row.signed_at ? toIso(Number(row.signed_at)).slice(0, 10) : '';
    return `consentement-${row.procedure}-${date}.pdf`;
  }

  async #signedFile(userId: string, id: string): Promise<{ row: ConsentRow; bytes: Buffer }> {
    const row = await this.deps.consents.find(userId, id);
    if (!row) throw notFound();
    if (row.status !== 'signed' || !row.storage_path) throw new AppError('consent.pending', 409);
    const content = await this.deps.blobs.get(row.storage_path);
    if (!content) throw notFound();
    return { row, bytes: Buffer.concat(await content.stream.toArray()) };
  }

  async #requirePatient(userId: string, patientId: string): Promise<ConsentPatientRow> {
    const patient = await this.deps.consents.activePatient(userId, patientId);
    if (!patient) throw notFound();
    return patient;
  }
}

/** Erases the consents of a patient deleted for good: rows, files and their bytes in the quota. */
export async function eraseConsents(
  deps: Pick<ConsentsServiceDeps, 'db' | 'consents' | 'usage' | 'blobs'>,
  userId: string,
  patientId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const rows = await deps.consents.deleteOfPatient(trx, userId, patientId);
    const bytes = rows.reduce((total, row) => total + Number(row.file_size ?? 0), 0);
    if (bytes > 0) await deps.usage.release(userId, bytes, nowMs(), trx);
    for (const row of rows) if (row.storage_path) await deps.blobs.delete(row.storage_path);
  });
}
