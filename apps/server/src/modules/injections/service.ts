import {
  BUILT_IN_PRODUCTS,
  INJECTION_PRODUCTS_MAX,
  injectionChartSchema,
  injectionPointSchema,
  toxinTracking,
  type InjectionProduct,
  type InjectionProductBody,
  type InjectionSessionBody,
  type InjectionSessionRecord,
  type InjectionSessionSummary,
  type ToxinTracking,
} from '@photodossier/domain/injections';
import { patientFullName } from '@photodossier/domain/display-names';
import { INJECTION_MAP_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { z } from 'zod';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import type { AccessJournal } from '../journal/service';
import type { DocumentHeader } from '../../platform/pdf/pdf-writer';
import { fromJsonText, newId, nowMs, toIso, toJsonText } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import { injectionChartPdf } from './chart-pdf';
import type { ChartPatientRow, InjectionSessionRow, InjectionsRepository } from './repository';

// Points migrated from the old maps (0016) are of kind "other": the input schema reads them.
const storedPointsSchema = z.array(injectionPointSchema);

function toRecord(row: InjectionSessionRow): InjectionSessionRecord {
  return {
    id: row.id,
    patient_id: row.patient_id,
    date: row.session_date,
    chart: injectionChartSchema.parse(fromJsonText(row.chart)),
    notes: row.notes,
    points: storedPointsSchema.parse(fromJsonText(row.points)),
    created_at: toIso(Number(row.created_at)),
    updated_at: toIso(Number(row.updated_at)),
  };
}

function toSummary(row: InjectionSessionRow): InjectionSessionSummary {
  const record = toRecord(row);
  return {
    id: record.id,
    date: record.date,
    point_count: record.points.length,
    has_toxin: Number(row.has_toxin) === 1,
    products: [...new Set(record.points.map((point) => point.product_name))],
  };
}

export interface InjectionsServiceDeps {
  readonly injections: InjectionsRepository;
  readonly bus: EventBus;
  readonly blobs: BlobStore;
  readonly photoPath: (userId: string, photoId: string) => Promise<string | null>;
  /** The practice header (organization settings) the chart PDF starts with. */
  readonly practiceHeader?: (viewer: Viewer) => Promise<DocumentHeader>;
  /** Where reads of a session and its chart are recorded (decision 0043). */
  readonly journal?: AccessJournal;
}

/**
 * Injection sessions and products (decision 0042). Pro only: every route carries the plan
 * gate. Sessions belong to a patient of the signed-in user that is not in the trash.
 */
export class InjectionsService {
  constructor(private readonly deps: InjectionsServiceDeps) {}

  async listProducts(viewer: Viewer): Promise<InjectionProduct[]> {
    const own = await this.deps.injections.listProducts(viewer.userId);
    return [
      ...BUILT_IN_PRODUCTS.map((product) => ({ ...product, built_in: true })),
      ...own.map((row) => ({
        id: row.id,
        name: row.name,
        kind: row.kind as InjectionProduct['kind'],
        unit: row.unit as InjectionProduct['unit'],
        built_in: false,
      })),
    ];
  }

  async addProduct(viewer: Viewer, body: InjectionProductBody): Promise<InjectionProduct> {
    if ((await this.deps.injections.countProducts(viewer.userId)) >= INJECTION_PRODUCTS_MAX) {
      throw new AppError('injections.too_many_products', 409, {
        params: { max: INJECTION_PRODUCTS_MAX },
      });
    }
    const row = { id: newId(), user_id: viewer.userId, ...body, created_at: nowMs() };
    await this.deps.injections.insertProduct(row);
    return { id: row.id, ...body, built_in: false };
  }

  async deleteProduct(viewer: Viewer, id: string): Promise<void> {
    if (!(await this.deps.injections.deleteProduct(viewer.userId, id))) {
      throw new AppError('request.not_found', 404);
    }
  }

  async listSessions(viewer: Viewer, patientId: string): Promise<InjectionSessionSummary[]> {
    await this.#requirePatient(viewer.userId, patientId);
    const rows = await this.deps.injections.listSessions(viewer.userId, patientId);
    return rows.map(toSummary);
  }

  async tracking(viewer: Viewer, patientId: string): Promise<ToxinTracking> {
    return toxinTracking(await this.listSessions(viewer, patientId));
  }

  async getSession(viewer: Viewer, id: string): Promise<InjectionSessionRecord> {
    const row = await this.#requireSession(viewer.userId, id);
    await this.deps.journal?.record(viewer, 'injection.view', {
      patientId: row.patient_id,
      targetId: id,
    });
    return toRecord(row);
  }

  async createSession(
    viewer: Viewer,
    patientId: string,
    body: InjectionSessionBody,
  ): Promise<InjectionSessionRecord> {
    await this.#requirePatient(viewer.userId, patientId);
    await this.#requireChart(viewer.userId, patientId, body);
    const at = nowMs();
    const row: InjectionSessionRow = {
      id: newId(),
      user_id: viewer.userId,
      patient_id: patientId,
      ...this.#columns(body),
      created_at: at,
      updated_at: at,
    };
    await this.deps.injections.insertSession(row);
    await this.#changed(viewer.userId, patientId);
    return toRecord(row);
  }

  async updateSession(
    viewer: Viewer,
    id: string,
    body: InjectionSessionBody,
  ): Promise<InjectionSessionRecord> {
    const existing = await this.#requireSession(viewer.userId, id);
    await this.#requireChart(viewer.userId, existing.patient_id, body);
    const values = { ...this.#columns(body), updated_at: nowMs() };
    await this.deps.injections.updateSession(viewer.userId, id, values);
    await this.#changed(viewer.userId, existing.patient_id);
    return toRecord({ ...existing, ...values });
  }

  async deleteSession(viewer: Viewer, id: string): Promise<void> {
    const existing = await this.#requireSession(viewer.userId, id);
    await this.deps.injections.deleteSession(viewer.userId, id);
    await this.#changed(viewer.userId, existing.patient_id);
  }

  async chartPdf(viewer: Viewer, id: string): Promise<{ bytes: Uint8Array; fileName: string }> {
    const session = toRecord(await this.#requireSession(viewer.userId, id));
    const patient = await this.#requirePatient(viewer.userId, session.patient_id);
    const photo =
      session.chart.kind === 'photo'
        ? await this.#photoBytes(viewer.userId, session.chart.photo_id)
        : null;
    const bytes = await injectionChartPdf({
      header: (await this.deps.practiceHeader?.(viewer)) ?? {
        title: viewer.name || viewer.email,
        lines: [],
        logoPng: null,
      },
      patient: { name: patientFullName(patient), birthDate: patient.date_naissance },
      session,
      photo,
      // The session's last change: the same session gives the same bytes.
      createdAt: new Date(session.updated_at),
    });
    await this.deps.journal?.record(viewer, 'injection.download', {
      patientId: session.patient_id,
      targetId: id,
    });
    const safeName = patientFullName(patient).replace(/[^\p{L}\p{N}]+/gu, '-');
    return { bytes, fileName: `cartographie-${safeName}-${session.date}.pdf` };
  }

  #columns(body: InjectionSessionBody) {
    return {
      session_date: body.date,
      chart: toJsonText(body.chart),
      notes: body.notes,
      points: toJsonText(body.points),
      has_toxin: body.points.some((point) => point.product_kind === 'toxin') ? 1 : 0,
    };
  }

  async #photoBytes(userId: string, photoId: string): Promise<Uint8Array | null> {
    const path = await this.deps.photoPath(userId, photoId);
    const content = path ? await this.deps.blobs.get(path) : null;
    if (!content) return null;
    return Buffer.concat(await content.stream.toArray());
  }

  async #changed(userId: string, patientId: string) {
    await this.deps.bus.publish({ topic: INJECTION_MAP_CHANGED_TOPIC, ids: [patientId], userId });
  }

  async #requireChart(userId: string, patientId: string, body: InjectionSessionBody) {
    if (
      body.chart.kind === 'photo' &&
      !(await this.deps.injections.activePhotoOfPatient(userId, patientId, body.chart.photo_id))
    ) {
      throw new AppError('request.not_found', 404);
    }
  }

  async #requirePatient(userId: string, patientId: string): Promise<ChartPatientRow> {
    const patient = await this.deps.injections.activePatient(userId, patientId);
    if (!patient) throw new AppError('request.not_found', 404);
    return patient;
  }

  async #requireSession(userId: string, id: string): Promise<InjectionSessionRow> {
    const row = await this.deps.injections.findSession(userId, id);
    if (!row) throw new AppError('request.not_found', 404);
    return row;
  }
}
