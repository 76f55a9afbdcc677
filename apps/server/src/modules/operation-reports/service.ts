import { patientFullName } from '@photodossier/domain/display-names';
import { OPERATION_REPORTS_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import {
  operationReportBodySchema,
  REPORT_PAGE_SIZE,
  type OperationReportBody,
  type OperationReportList,
  type OperationReportListQuery,
  type OperationReportRecord,
  type SurgicalTechniqueBody,
  type SurgicalTechniqueList,
  type SurgicalTechniqueRecord,
} from '@photodossier/domain/operation-report';
import type { Viewer } from '../../platform/auth/viewer';
import { fromJsonText, newId, nowMs, toIso, toJsonText } from '../../platform/db/portable';
import type { SurgicalTechniquesTable } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { DocumentHeader } from '../../platform/pdf/pdf-writer';
import type { AccessJournal } from '../journal/service';
import { renderReportPdf } from './report-pdf';
import type { OperationReportsRepository, ReportRow } from './repository';

const notFound = () => new AppError('request.not_found', 404);

type ReportContent = Omit<OperationReportBody, 'patient_id' | 'operation_date' | 'technique_id'>;

function toTechnique(row: SurgicalTechniquesTable): SurgicalTechniqueRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    steps: row.steps,
    usual_products: row.usual_products,
    postop_instructions: row.postop_instructions,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

function toReport(row: ReportRow): OperationReportRecord {
  const content = fromJsonText<ReportContent>(row.content);
  return {
    ...content,
    id: row.id,
    patient_id: row.patient_id,
    patient_name: patientFullName(row),
    operation_date: row.operation_date,
    technique_id: row.technique_id,
    technique_name: row.technique_name,
    status: row.status === 'signed' ? 'signed' : 'draft',
    version: row.version,
    previous_id: row.previous_id,
    signed_at: row.signed_at === null ? null : toIso(row.signed_at),
    signed_by: row.signed_by,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

function contentOf(body: OperationReportBody): string {
  const {
    patient_id: _patient,
    operation_date: _date,
    technique_id: _technique,
    ...content
  } = body;
  return toJsonText(content satisfies ReportContent);
}

/**
 * The surgical-technique library and operation reports (decision 0041). Drafts are written as
 * often as the editor autosaves; signing locks a report for good, and a correction is a new
 * version that starts from the signed one. Another user's ids answer 404.
 */
export class OperationReportsService {
  constructor(
    private readonly repository: OperationReportsRepository,
    private readonly bus: EventBus,
    /** The practice header (organization settings), the practitioner alone without it. */
    private readonly practiceHeader: (
      viewer: Viewer,
    ) => Promise<DocumentHeader | null> = async () => null,
    /** Where reads of a report and its PDF are recorded (decision 0043). */
    private readonly journal?: AccessJournal,
  ) {}

  // Techniques ----------------------------------------------------------------------------------

  async listTechniques(viewer: Viewer): Promise<SurgicalTechniqueList> {
    const rows = await this.repository.listTechniques(viewer.userId);
    return { items: rows.map(toTechnique) };
  }

  async getTechnique(viewer: Viewer, id: string): Promise<SurgicalTechniqueRecord> {
    const row = await this.repository.findTechnique(viewer.userId, id);
    if (!row) throw notFound();
    return toTechnique(row);
  }

  async createTechnique(
    viewer: Viewer,
    body: SurgicalTechniqueBody,
  ): Promise<SurgicalTechniqueRecord> {
    const at = nowMs();
    const id = newId();
    await this.repository.insertTechnique({
      id,
      user_id: viewer.userId,
      ...body,
      created_at: at,
      updated_at: at,
    });
    await this.#announce(viewer, id);
    return this.getTechnique(viewer, id);
  }

  async updateTechnique(
    viewer: Viewer,
    id: string,
    body: SurgicalTechniqueBody,
  ): Promise<SurgicalTechniqueRecord> {
    if (
      !(await this.repository.updateTechnique(viewer.userId, id, { ...body, updated_at: nowMs() }))
    ) {
      throw notFound();
    }
    await this.#announce(viewer, id);
    return this.getTechnique(viewer, id);
  }

  /** Reports written from the technique keep its name; only the library loses it. */
  async deleteTechnique(viewer: Viewer, id: string): Promise<void> {
    if (!(await this.repository.deleteTechnique(viewer.userId, id))) throw notFound();
    await this.#announce(viewer, id);
  }

  // Reports -------------------------------------------------------------------------------------

  async listReports(viewer: Viewer, query: OperationReportListQuery): Promise<OperationReportList> {
    const offset = query.cursor ?? 0;
    const rows = await this.repository.listReports(
      viewer.userId,
      { patientId: query.patient_id, q: query.q },
      offset,
      REPORT_PAGE_SIZE + 1,
    );
    const page = rows.slice(0, REPORT_PAGE_SIZE).map(toReport);
    return {
      items: page.map((report) => ({
        id: report.id,
        patient_id: report.patient_id,
        patient_name: report.patient_name,
        operation_date: report.operation_date,
        technique_name: report.technique_name,
        status: report.status,
        version: report.version,
        updated_at: report.updated_at,
      })),
      nextCursor: rows.length > REPORT_PAGE_SIZE ? offset + REPORT_PAGE_SIZE : null,
    };
  }

  /** A report opened by the practitioner: a read of the patient's record, journaled. */
  async getReport(viewer: Viewer, id: string): Promise<OperationReportRecord> {
    const report = await this.#report(viewer, id);
    await this.journal?.record(viewer, 'report.view', {
      patientId: report.patient_id,
      targetId: id,
    });
    return report;
  }

  async #report(viewer: Viewer, id: string): Promise<OperationReportRecord> {
    const row = await this.repository.findReport(viewer.userId, id);
    if (!row) throw notFound();
    return toReport(row);
  }

  async createReport(viewer: Viewer, body: OperationReportBody): Promise<OperationReportRecord> {
    const checked = await this.#checked(viewer, body);
    const at = nowMs();
    const id = newId();
    await this.repository.insertReport({
      id,
      user_id: viewer.userId,
      patient_id: body.patient_id,
      technique_id: body.technique_id,
      technique_name: checked.techniqueName,
      operation_date: body.operation_date,
      status: 'draft',
      version: 1,
      previous_id: null,
      content: contentOf(body),
      signed_at: null,
      signed_by: null,
      created_at: at,
      updated_at: at,
    });
    await this.#announce(viewer, id);
    return this.#report(viewer, id);
  }

  async updateReport(
    viewer: Viewer,
    id: string,
    body: OperationReportBody,
  ): Promise<OperationReportRecord> {
    const existing = await this.repository.findReport(viewer.userId, id);
    if (!existing) throw notFound();
    if (existing.status === 'signed') throw new AppError('report.signed_locked', 409);
    const checked = await this.#checked(viewer, body);
    const saved = await this.repository.updateDraft(viewer.userId, id, {
      patient_id: body.patient_id,
      technique_id: body.technique_id,
      technique_name: checked.techniqueName,
      operation_date: body.operation_date,
      content: contentOf(body),
      updated_at: nowMs(),
    });
    // Signed between the read and the write (another tab).
    if (!saved) throw new AppError('report.signed_locked', 409);
    await this.#announce(viewer, id);
    return this.#report(viewer, id);
  }

  /** The practitioner signs in their name (the account's); the report is locked from then. */
  async signReport(viewer: Viewer, id: string): Promise<OperationReportRecord> {
    const existing = await this.repository.findReport(viewer.userId, id);
    if (!existing) throw notFound();
    if (existing.status === 'signed') throw new AppError('report.signed_locked', 409);
    const signedBy = viewer.name.trim() || viewer.email;
    if (!(await this.repository.sign(viewer.userId, id, signedBy, nowMs()))) {
      throw new AppError('report.signed_locked', 409);
    }
    await this.#announce(viewer, id);
    return this.#report(viewer, id);
  }

  /** A draft copy of a signed report, one version up; the signed one stays as it was. */
  async newVersion(viewer: Viewer, id: string): Promise<OperationReportRecord> {
    const existing = await this.repository.findReport(viewer.userId, id);
    if (!existing) throw notFound();
    if (existing.status !== 'signed') throw new AppError('report.already_amended', 409);
    const at = nowMs();
    const copyId = newId();
    const { nom: _nom, prenom: _prenom, ...signed } = existing;
    const inserted = await this.repository.insertNextVersion(viewer.userId, id, {
      ...signed,
      id: copyId,
      status: 'draft',
      version: existing.version + 1,
      previous_id: existing.id,
      signed_at: null,
      signed_by: null,
      created_at: at,
      updated_at: at,
    });
    if (!inserted) throw new AppError('report.already_amended', 409);
    await this.#announce(viewer, copyId);
    return this.#report(viewer, copyId);
  }

  async deleteReport(viewer: Viewer, id: string): Promise<void> {
    const existing = await this.repository.findReport(viewer.userId, id);
    if (!existing) throw notFound();
    if (existing.status === 'signed') throw new AppError('report.signed_locked', 409);
    if (!(await this.repository.deleteDraft(viewer.userId, id))) {
      throw new AppError('report.signed_locked', 409);
    }
    await this.#announce(viewer, id);
  }

  async pdf(viewer: Viewer, id: string): Promise<{ bytes: Uint8Array; fileName: string }> {
    const report = await this.#report(viewer, id);
    const bytes = await renderReportPdf(report, {
      practitioner: viewer.name.trim() || viewer.email,
      header: await this.practiceHeader(viewer),
    });
    await this.journal?.record(viewer, 'report.download', {
      patientId: report.patient_id,
      targetId: id,
    });
    const safeName = report.patient_name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
    return {
      bytes,
      fileName: `CROP-${safeName || 'patient'}-${report.operation_date}-v${report.version}.pdf`,
    };
  }

  /** The patient must be active, the technique (if any) one of the user's. */
  async #checked(
    viewer: Viewer,
    body: OperationReportBody,
  ): Promise<{ techniqueName: string | null }> {
    operationReportBodySchema.parse(body);
    if (!(await this.repository.activePatient(viewer.userId, body.patient_id))) {
      throw new AppError('report.invalid_patient', 400);
    }
    if (body.technique_id === null) return { techniqueName: null };
    const technique = await this.repository.findTechnique(viewer.userId, body.technique_id);
    if (!technique) throw new AppError('report.invalid_technique', 400);
    return { techniqueName: technique.name };
  }

  async #announce(viewer: Viewer, id: string): Promise<void> {
    await this.bus.publish({
      topic: OPERATION_REPORTS_CHANGED_TOPIC,
      ids: [id],
      userId: viewer.userId,
    });
  }
}
