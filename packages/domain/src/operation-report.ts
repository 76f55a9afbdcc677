import { z } from 'zod';
import { isIsoCalendarDate } from './calendar-date';
import { multiLineText, recordIdSchema, singleLineText } from './text-input';

/**
 * Beta features (spec 01 §3 user_beta_features), the surgical-technique library and operation
 * reports (CROP). The spec shows none of their behaviour: decision 0041 says what a surgeon
 * expects and what was built.
 */

export const BETA_FEATURES = ['dictaphone', 'operationReports'] as const;
export type BetaFeature = (typeof BETA_FEATURES)[number];

export const betaFeaturesSchema = z.object({
  dictaphone: z.boolean(),
  operationReports: z.boolean(),
});
export type BetaFeatures = z.output<typeof betaFeaturesSchema>;
export const betaFeaturesPatchSchema = betaFeaturesSchema.partial().strict();

/** The forms give their fields these limits, so a longer text is seen before it is saved. */
export const REPORT_NAME_MAX = 160;
export const REPORT_LINE_MAX = 300;
export const REPORT_TEXT_MAX = 20_000;

const line = (max = REPORT_LINE_MAX) => singleLineText().trim().max(max);
const text = () => multiLineText().max(REPORT_TEXT_MAX);

// Surgical techniques -------------------------------------------------------------------------

export const surgicalTechniqueBodySchema = z.object({
  name: line(REPORT_NAME_MAX).min(1),
  description: text(),
  steps: text(),
  usual_products: text(),
  postop_instructions: text(),
});
export type SurgicalTechniqueBody = z.output<typeof surgicalTechniqueBodySchema>;

export const surgicalTechniqueRecordSchema = surgicalTechniqueBodySchema.extend({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SurgicalTechniqueRecord = z.output<typeof surgicalTechniqueRecordSchema>;

export const surgicalTechniqueListSchema = z.object({
  items: z.array(surgicalTechniqueRecordSchema),
});
export type SurgicalTechniqueList = z.output<typeof surgicalTechniqueListSchema>;

// Operation reports ---------------------------------------------------------------------------

export const REPORT_IMPLANTS_MAX = 50;

export const implantSchema = z.object({
  product: line(),
  lot: line(120),
});
export type Implant = z.output<typeof implantSchema>;

export const operationDateSchema = z
  .string()
  .refine(isIsoCalendarDate, { error: 'validation.invalid_date' });

/** What the editor writes; every text may stay empty while the report is a draft. */
export const operationReportBodySchema = z.object({
  patient_id: recordIdSchema,
  operation_date: operationDateSchema,
  technique_id: recordIdSchema.nullable(),
  operator: line(),
  assistants: line(),
  anaesthesia: line(),
  indication: text(),
  procedure: text(),
  implants: z.array(implantSchema).max(REPORT_IMPLANTS_MAX),
  incidents: text(),
  postop_instructions: text(),
  follow_up: text(),
});
export type OperationReportBody = z.output<typeof operationReportBodySchema>;

export const REPORT_STATUSES = ['draft', 'signed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const operationReportRecordSchema = operationReportBodySchema.extend({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** 1 for a first report; a new version of a signed report counts on from it. */
  version: z.number().int(),
  /** The signed report this one amends, if any. */
  previous_id: z.string().nullable(),
  /** The technique's name when the report was last saved, kept if the technique goes. */
  technique_name: z.string().nullable(),
  patient_name: z.string(),
  signed_at: z.string().nullable(),
  signed_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OperationReportRecord = z.output<typeof operationReportRecordSchema>;

export const operationReportSummarySchema = operationReportRecordSchema.pick({
  id: true,
  patient_id: true,
  patient_name: true,
  operation_date: true,
  technique_name: true,
  status: true,
  version: true,
  updated_at: true,
});
export type OperationReportSummary = z.output<typeof operationReportSummarySchema>;

export const REPORT_PAGE_SIZE = 50;

export const operationReportListQuerySchema = z.object({
  patient_id: recordIdSchema.optional(),
  q: line(120).optional(),
  cursor: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type OperationReportListQuery = z.output<typeof operationReportListQuerySchema>;

export const operationReportListSchema = z.object({
  items: z.array(operationReportSummarySchema),
  nextCursor: z.number().nullable(),
});
export type OperationReportList = z.output<typeof operationReportListSchema>;

/** A report not written yet: its patient and the day of the operation, every field empty. */
export function blankOperationReport(
  patientId: string,
  operationDate: string,
): OperationReportBody {
  return {
    patient_id: patientId,
    operation_date: operationDate,
    technique_id: null,
    operator: '',
    assistants: '',
    anaesthesia: '',
    indication: '',
    procedure: '',
    implants: [],
    incidents: '',
    postop_instructions: '',
    follow_up: '',
  };
}

/** The editor's starting values for a technique: its products and instructions. */
export function reportFromTechnique(
  technique: Pick<
    SurgicalTechniqueRecord,
    'id' | 'steps' | 'usual_products' | 'postop_instructions'
  >,
  current: OperationReportBody,
): OperationReportBody {
  const implants = technique.usual_products
    .split('\n')
    .map((product) => product.trim())
    .filter((product) => product.length > 0)
    .slice(0, REPORT_IMPLANTS_MAX)
    .map((product) => ({ product: product.slice(0, REPORT_LINE_MAX), lot: '' }));
  return {
    ...current,
    technique_id: technique.id,
    procedure: current.procedure.trim() ? current.procedure : technique.steps,
    implants: current.implants.length > 0 ? current.implants : implants,
    postop_instructions: current.postop_instructions.trim()
      ? current.postop_instructions
      : technique.postop_instructions,
  };
}

/**
 * The description of the procedure with a dictation's text: the text alone in an empty
 * description, else after what is written, a blank line between, so nothing typed is lost.
 */
export function procedureWithDictation(procedure: string, dictated: string): string {
  const text = dictated.trim();
  if (!text) return procedure;
  return procedure.trim() ? `${procedure.trimEnd()}\n\n${text}` : text;
}
