import {
  PORTAL_FEATURE,
  PORTAL_MEDIA_URL_SECONDS,
  type CreatePortalInviteBody,
  type CreatedPortalInvite,
  type PortalInvite,
  type PortalItem,
  type PortalItemBody,
  type PortalPhoto,
  type PortalState,
  type PortalView,
} from '@photodossier/domain/patient-portal';
import { canUseFeature } from '@photodossier/domain/plan-access';
import type { RequestClient, Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { newId, toIso } from '../../platform/db/portable';
import type { AttemptLimiter } from '../../platform/http/attempt-limiter';
import { AppError } from '../../platform/http/problem';
import type { Mailer } from '../../platform/mail/mailer';
import type { SubscriptionReader } from '../billing/subscription';
import type { ComparisonsRepository } from '../comparisons/repository';
import type { ConsentsRepository } from '../consents/repository';
import {
  signatureBytes,
  toConsentRecord,
  type ConsentFile,
  type ConsentsService,
} from '../consents/service';
import type { DocumentHeader } from '../../platform/pdf/pdf-writer';
import type { AccessJournal } from '../journal/service';
import { practiceSignature } from '../settings/practice-service';
import type { SharedPhotoRow, SharesRepository } from '../shares/repository';
import { newShareToken, shareTokenHash } from '../shares/share-secrets';
import type { PortalInviteRow, PortalItemRow, PortalRepository } from './repository';
import { practiceDateFormat } from '../../platform/practice-time';

const DAY_MS = 86_400_000;
const ACCESSES_SHOWN = 100;

/** Unknown, expired and revoked links all say the same: nothing tells a guesser which. */
const portalNotFound = () => new AppError('portal.not_found', 404);

function inviteStatus(row: PortalInviteRow, now: number): PortalInvite['status'] {
  if (row.revoked_at !== null) return 'revoked';
  return Number(row.expires_at) <= now ? 'expired' : 'active';
}

function toInvite(row: PortalInviteRow, now: number): PortalInvite {
  return {
    id: row.id,
    email: row.email,
    expires_at: toIso(Number(row.expires_at)),
    revoked_at: row.revoked_at === null ? null : toIso(Number(row.revoked_at)),
    last_opened_at: row.last_opened_at === null ? null : toIso(Number(row.last_opened_at)),
    created_at: toIso(Number(row.created_at)),
    status: inviteStatus(row, now),
  };
}

function toItem(row: PortalItemRow, photoTakenAt: number | null = null): PortalItem {
  return {
    id: row.id,
    kind: row.kind as PortalItem['kind'],
    item_id: row.item_id,
    title: row.title,
    body: row.body,
    date_prise: photoTakenAt === null ? null : toIso(photoTakenAt),
    created_at: toIso(Number(row.created_at)),
  };
}

/** The patient's browser, as the journal records it. */
export type Visitor = RequestClient;

export interface PortalServiceDeps {
  readonly portal: PortalRepository;
  readonly shares: SharesRepository;
  readonly comparisons: ComparisonsRepository;
  readonly consents: ConsentsRepository;
  readonly consentsService: ConsentsService;
  readonly blobs: BlobStore;
  readonly mailer: Mailer;
  readonly journal: AccessJournal;
  readonly subscriptions: SubscriptionReader;
  readonly limiter: AttemptLimiter;
  /** The practice (organization settings) the invitation comes from. */
  readonly practiceHeader: (viewer: Viewer) => Promise<DocumentHeader>;
  readonly clock?: () => number;
}

/**
 * The patient portal (decision 0047). The practitioner's side is scoped to the signed-in user
 * and gated by `patient_portal` on the routes. The patient's side goes by token only and shows
 * the items the practitioner shared with that patient, nothing found by id alone.
 */
export class PortalService {
  constructor(private readonly deps: PortalServiceDeps) {}

  #now(): number {
    return (this.deps.clock ?? Date.now)();
  }

  async invite(
    viewer: Viewer,
    patientId: string,
    body: CreatePortalInviteBody,
    origin: string,
  ): Promise<CreatedPortalInvite> {
    const patient = await this.#requirePatient(viewer.userId, patientId);
    const now = this.#now();
    const token = newShareToken();
    const row: PortalInviteRow = {
      id: newId(),
      user_id: viewer.userId,
      patient_id: patientId,
      email: body.email,
      token_hash: shareTokenHash(token),
      expires_at: now + body.expires_in_days * DAY_MS,
      revoked_at: null,
      last_opened_at: null,
      created_at: now,
    };
    await this.deps.portal.insertInvite(row);
    const practitioner = viewer.name || viewer.email;
    const header = await this.deps.practiceHeader(viewer);
    const link = `${origin}/patient-portal/${token}`;
    await this.deps.mailer.send({
      to: body.email,
      subject: `${header.title} : votre espace patient`,
      text:
        `Bonjour ${patient.prenom},\n\n${practitioner} a partagé avec vous des documents de votre suivi ` +
        `(photos, consentements, consignes). Ouvrez votre espace patient par ce lien personnel, ` +
        `valable jusqu’au ${practiceDateFormat('fr-FR', {}).format(row.expires_at)} :\n\n` +
        `${link}\n\nNe transférez pas ce lien : il donne accès à vos documents.\n` +
        practiceSignature(header),
      senderName: header.title,
    });
    await this.deps.journal.record(viewer, 'portal.invite', { patientId, targetId: row.id });
    return { invite: toInvite(row, now), token };
  }

  async state(viewer: Viewer, patientId: string): Promise<PortalState> {
    await this.#requirePatient(viewer.userId, patientId);
    const now = this.#now();
    const [invites, items, accesses] = await Promise.all([
      this.deps.portal.invites(viewer.userId, patientId),
      this.deps.portal.items(viewer.userId, patientId),
      this.deps.portal.accesses(viewer.userId, patientId, ACCESSES_SHOWN),
    ]);
    // A photo is named by its date, read here: the page's photo list may not reach an old one.
    const photoIds = items.flatMap((row) =>
      row.kind === 'photo' && row.item_id ? [row.item_id] : [],
    );
    const takenAt = new Map(
      (await this.deps.shares.activePhotos(viewer.userId, photoIds)).map((photo) => [
        photo.id,
        Number(photo.date_prise),
      ]),
    );
    return {
      invites: invites.map((row) => toInvite(row, now)),
      items: items.map((row) =>
        toItem(row, row.kind === 'photo' ? (takenAt.get(row.item_id ?? '') ?? null) : null),
      ),
      accesses: accesses.map((row) => ({
        action: row.action,
        target_id: row.target_id,
        ip: row.ip,
        device: row.device,
        created_at: toIso(Number(row.created_at)),
      })),
    };
  }

  async revoke(viewer: Viewer, id: string): Promise<PortalInvite> {
    const now = this.#now();
    if (!(await this.deps.portal.revoke(viewer.userId, id, now))) {
      throw new AppError('request.not_found', 404);
    }
    const row = await this.deps.portal.findInvite(viewer.userId, id);
    if (!row) throw new AppError('request.not_found', 404);
    return toInvite(row, now);
  }

  async addItem(viewer: Viewer, patientId: string, body: PortalItemBody): Promise<PortalItem> {
    const { userId } = viewer;
    await this.#requirePatient(userId, patientId);
    let title = '';
    let text = '';
    let itemId: string | null = null;
    let photoTakenAt: number | null = null;
    const invalid = () => new AppError('portal.invalid_item', 400);
    if (body.kind === 'instructions') {
      title = body.title;
      text = body.body;
    } else {
      itemId = body.item_id;
      if (body.kind === 'photo') {
        const [photo] = await this.deps.shares.activePhotos(userId, [body.item_id]);
        if (photo?.patient_id !== patientId) throw invalid();
        photoTakenAt = Number(photo.date_prise);
      } else if (body.kind === 'comparison') {
        const found = await this.deps.comparisons.find(userId, body.item_id);
        if (found?.comparison.patient_id !== patientId) throw invalid();
        title = found.comparison.title;
      } else {
        const consent = await this.deps.consents.find(userId, body.item_id);
        if (consent?.patient_id !== patientId) throw invalid();
        title = consent.title;
      }
    }
    const row: PortalItemRow = {
      id: newId(),
      user_id: userId,
      patient_id: patientId,
      kind: body.kind,
      item_id: itemId,
      title,
      body: text,
      created_at: this.#now(),
    };
    if (itemId === null) {
      await this.deps.portal.insertItem(row);
      return toItem(row);
    }
    return toItem(await this.deps.portal.insertItemOnce(row), photoTakenAt);
  }

  async removeItem(viewer: Viewer, id: string): Promise<void> {
    if (!(await this.deps.portal.deleteItem(viewer.userId, id))) {
      throw new AppError('request.not_found', 404);
    }
  }

  /** The patient opens the portal: what was shared, with media links signed for minutes. */
  async open(token: string, visitor: Visitor): Promise<PortalView> {
    const invite = await this.#resolve(token, visitor);
    const now = this.#now();
    await this.deps.portal.opened(invite.id, now);
    await this.#journal('portal.open', invite, visitor, invite.id);
    const shown: string[] = [];
    const view = await this.#view(token, invite, now, shown);
    // The page shows every item at once: each one shown is one the patient has seen.
    for (const targetId of shown) await this.#journal('portal.view', invite, visitor, targetId);
    return view;
  }

  /** The patient downloads a signed consent shared on the portal, through the server. */
  async consentPdf(token: string, consentId: string, visitor: Visitor): Promise<ConsentFile> {
    const invite = await this.#resolve(token, visitor);
    await this.#requireShared(invite, 'consent', consentId);
    const file = await this.deps.consentsService.signedPdf(invite.user_id, consentId);
    if (file.patientId !== invite.patient_id) throw portalNotFound();
    await this.#journal('portal.download', invite, visitor, consentId);
    return file;
  }

  /** The patient signs a pending consent shared on the portal. */
  async sign(
    token: string,
    consentId: string,
    signature: string,
    visitor: Visitor,
  ): Promise<PortalView> {
    const invite = await this.#resolve(token, visitor);
    await this.#requireShared(invite, 'consent', consentId);
    const consent = await this.deps.consents.find(invite.user_id, consentId);
    if (consent?.patient_id !== invite.patient_id) throw portalNotFound();
    await this.deps.consentsService.sign(
      invite.user_id,
      consentId,
      await signatureBytes(signature),
    );
    await this.#journal('portal.sign', invite, visitor, consentId);
    return this.#view(token, invite, this.#now());
  }

  async #requireShared(invite: PortalInviteRow, kind: string, itemId: string): Promise<void> {
    const items = await this.deps.portal.items(invite.user_id, invite.patient_id);
    if (!items.some((item) => item.kind === kind && item.item_id === itemId)) {
      throw portalNotFound();
    }
  }

  async #resolve(token: string, visitor: Visitor): Promise<PortalInviteRow> {
    try {
      await this.deps.limiter.consume(`portal-open:${visitor.ip}`, this.#now());
    } catch (error) {
      if (error instanceof AppError && error.status === 429) {
        throw new AppError('portal.too_many_attempts', 429);
      }
      throw error;
    }
    const invite = await this.deps.portal.inviteByTokenHash(shareTokenHash(token));
    if (!invite || inviteStatus(invite, this.#now()) !== 'active') throw portalNotFound();
    const patient = await this.deps.portal.activePatient(invite.user_id, invite.patient_id);
    if (!patient) throw portalNotFound();
    // The portal is a Pro benefit of the practitioner: it closes with the plan.
    const plan = await this.deps.subscriptions.current(invite.user_id);
    if (!canUseFeature(plan, PORTAL_FEATURE)) throw portalNotFound();
    return invite;
  }

  async #journal(
    action: 'portal.open' | 'portal.sign' | 'portal.view' | 'portal.download',
    invite: PortalInviteRow,
    visitor: Visitor,
    targetId: string,
  ) {
    await this.deps.journal.recordVisitor(action, {
      ownerId: invite.user_id,
      actor: 'portal',
      patientId: invite.patient_id,
      targetId,
      ip: visitor.ip,
      device: visitor.device,
    });
  }

  /** What the patient sees; `shown` receives the id of each shared item that made it. */
  async #view(
    token: string,
    invite: PortalInviteRow,
    now: number,
    shown: string[] = [],
  ): Promise<PortalView> {
    const { user_id: userId, patient_id: patientId } = invite;
    const expiresInSeconds = Math.max(
      1,
      Math.min(PORTAL_MEDIA_URL_SECONDS, Math.floor((Number(invite.expires_at) - now) / 1000)),
    );
    const sign = (key: string) => this.deps.blobs.signedUrl(key, { expiresInSeconds });
    let counter = 0;
    const photoOf = async (row: SharedPhotoRow): Promise<PortalPhoto> => ({
      key: `p${++counter}`,
      date_prise: toIso(Number(row.date_prise)),
      zone_traitee: row.zone_traitee,
      url: await sign(row.preview_path ?? row.storage_path),
    });
    const photosOf = async (ids: string[], seen?: string[]) => {
      const rows = (await this.deps.shares.activePhotos(userId, ids)).filter(
        (row) => row.patient_id === patientId && row.media_type !== 'video',
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      const result: PortalPhoto[] = [];
      for (const row of ordered) result.push(await photoOf(row));
      seen?.push(...ordered.map((row) => row.id));
      return result;
    };
    const [items, patient, practitioner] = await Promise.all([
      this.deps.portal.items(userId, patientId),
      this.deps.portal.activePatient(userId, patientId),
      this.deps.portal.ownerName(userId),
    ]);
    const of = (kind: string) => items.filter((item) => item.kind === kind);
    const view: PortalView = {
      patient_first_name: patient?.prenom ?? '',
      practitioner_name: practitioner,
      expires_at: toIso(Number(invite.expires_at)),
      photos: await photosOf(
        of('photo').map((item) => item.item_id!),
        shown,
      ),
      comparisons: [],
      consents: [],
      instructions: of('instructions').map((item) => ({ title: item.title, body: item.body })),
    };
    for (const item of of('comparison')) {
      const found = await this.deps.comparisons.find(userId, item.item_id!);
      if (found?.comparison.patient_id !== patientId) continue;
      const ids = found.photos.map((photo) => photo.photo_id);
      const photos = await photosOf(ids);
      // A comparison missing a photo (in the trash) would mislead: it is not shown.
      if (photos.length === ids.length) {
        view.comparisons.push({ title: found.comparison.title, photos });
        shown.push(item.item_id!);
      }
    }
    for (const item of of('consent')) {
      const row = await this.deps.consents.find(userId, item.item_id!);
      if (row?.patient_id !== patientId) continue;
      const record = toConsentRecord(row);
      view.consents.push({
        id: record.id,
        procedure: record.procedure,
        title: record.title,
        body: record.body,
        status: record.status,
        signed_at: record.signed_at,
        sha256: record.sha256,
        // Through the server rather than a signed link: each download is journaled.
        download_url: row.storage_path
          ? `/api/v1/portal/${encodeURIComponent(token)}/consents/${row.id}/document.pdf`
          : null,
      });
      shown.push(row.id);
    }
    for (const item of of('instructions')) shown.push(item.id);
    return view;
  }

  async #requirePatient(userId: string, patientId: string) {
    const patient = await this.deps.portal.activePatient(userId, patientId);
    if (!patient) throw new AppError('request.not_found', 404);
    return patient;
  }
}
