import { z } from 'zod';
import { multiLineText, recordIdSchema, singleLineText } from './text-input';

// Injection mapping and botox tracking (Pro, decision 0042). A session is one treatment day of
// one patient: a chart (the drawn face or one of the patient's photos) and the points placed on
// it. Each point keeps a copy of its product's name, kind and unit, so that the history reads the
// same after a product is removed from the list.

export const INJECTION_ZONES = [
  'frontal',
  'glabella',
  'crows_feet',
  'temples',
  'brow_lift',
  'tear_troughs',
  'cheeks',
  'nose',
  'nasolabial_folds',
  'upper_lip',
  'lips',
  'marionette_lines',
  'chin',
  'jawline',
  'masseter',
  'neck',
  'other',
] as const;
export type InjectionZone = (typeof INJECTION_ZONES)[number];

export const PRODUCT_KINDS = ['toxin', 'filler', 'other'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Toxins count in units (each brand its own), fillers in millilitres. */
export const DOSE_UNITS = ['U', 'ml'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

export const INJECTION_DEPTHS = [
  'intradermal',
  'superficial_dermis',
  'deep_dermis',
  'subcutaneous',
  'intramuscular',
  'supraperiosteal',
] as const;
export const INJECTION_TECHNIQUES = [
  'bolus',
  'microdroplets',
  'linear_threading',
  'retrograde',
  'fanning',
  'cross_hatching',
  'cannula',
] as const;

/** The drawn chart's three views, and a point placed on a photo. */
export const CHART_VIEWS = ['front', 'left', 'right', 'photo'] as const;
export type ChartView = (typeof CHART_VIEWS)[number];

/**
 * Upper bounds of one injection point: far above any clinical dose (a whole glabella takes
 * 20 U of Botox, 50 U of Dysport; a syringe of filler holds 1 ml), low enough to catch a typo
 * such as 200 for 20.
 */
export const DOSE_MAX: Readonly<Record<DoseUnit, number>> = { U: 300, ml: 10 };
export const INJECTION_SESSION_MAX_POINTS = 200;
export const INJECTION_NAME_MAX_LENGTH = 120;
export const INJECTION_LOT_MAX_LENGTH = 60;
export const INJECTION_NOTES_MAX_LENGTH = 2000;
export const INJECTION_PRODUCTS_MAX = 200;
/** A toxin's effect fades after three to four months: the touch-up suggested after the last one. */
export const TOXIN_TOUCH_UP_MONTHS = 4;

export interface BuiltInProduct {
  readonly id: string;
  readonly name: string;
  readonly kind: ProductKind;
  readonly unit: DoseUnit;
}

/** Products sold in France that every practitioner finds in the list; they add their own. */
export const BUILT_IN_PRODUCTS: readonly BuiltInProduct[] = [
  { id: 'builtin-botox', name: 'Botox', kind: 'toxin', unit: 'U' },
  { id: 'builtin-vistabel', name: 'Vistabel', kind: 'toxin', unit: 'U' },
  { id: 'builtin-azzalure', name: 'Azzalure', kind: 'toxin', unit: 'U' },
  { id: 'builtin-alluzience', name: 'Alluzience', kind: 'toxin', unit: 'U' },
  { id: 'builtin-bocouture', name: 'Bocouture', kind: 'toxin', unit: 'U' },
  { id: 'builtin-dysport', name: 'Dysport', kind: 'toxin', unit: 'U' },
  { id: 'builtin-juvederm-volbella', name: 'Juvéderm Volbella', kind: 'filler', unit: 'ml' },
  { id: 'builtin-juvederm-voluma', name: 'Juvéderm Voluma', kind: 'filler', unit: 'ml' },
  { id: 'builtin-restylane', name: 'Restylane', kind: 'filler', unit: 'ml' },
  { id: 'builtin-restylane-kysse', name: 'Restylane Kysse', kind: 'filler', unit: 'ml' },
  { id: 'builtin-teosyal-rha2', name: 'Teosyal RHA 2', kind: 'filler', unit: 'ml' },
  { id: 'builtin-belotero-balance', name: 'Belotero Balance', kind: 'filler', unit: 'ml' },
  { id: 'builtin-stylage-m', name: 'Stylage M', kind: 'filler', unit: 'ml' },
];

const name = (max: number) =>
  singleLineText()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.max_length' });

const optionalText = (max: number) =>
  singleLineText().trim().max(max, { error: 'validation.max_length' });

/** POST /api/v1/injection-products: a product of the practitioner's own. */
export const injectionProductBodySchema = z.object({
  name: name(INJECTION_NAME_MAX_LENGTH),
  kind: z.enum(PRODUCT_KINDS),
  unit: z.enum(DOSE_UNITS),
});
export type InjectionProductBody = z.output<typeof injectionProductBodySchema>;

export const injectionProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  unit: z.enum(DOSE_UNITS),
  built_in: z.boolean(),
});
export type InjectionProduct = z.output<typeof injectionProductSchema>;
export const injectionProductListSchema = z.object({ items: z.array(injectionProductSchema) });

/** One injection site; x and y are fractions of the chart view's width and height. */
export const injectionPointSchema = z
  .object({
    id: recordIdSchema,
    view: z.enum(CHART_VIEWS),
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    zone: z.enum(INJECTION_ZONES),
    product_name: name(INJECTION_NAME_MAX_LENGTH),
    product_kind: z.enum(PRODUCT_KINDS),
    unit: z.enum(DOSE_UNITS),
    dose: z.number().positive({ error: 'validation.injection_dose_range' }),
    depth: z.enum(INJECTION_DEPTHS).nullable(),
    technique: z.enum(INJECTION_TECHNIQUES).nullable(),
    lot_number: optionalText(INJECTION_LOT_MAX_LENGTH),
    /** YYYY-MM-DD, or null when not given (fillers). */
    lot_expiry: z.iso.date({ error: 'validation.invalid_date' }).nullable(),
    notes: multiLineText().max(INJECTION_NOTES_MAX_LENGTH, { error: 'validation.max_length' }),
  })
  .superRefine((point, context) => {
    if (point.dose > DOSE_MAX[point.unit]) {
      context.addIssue({
        code: 'custom',
        path: ['dose'],
        message: 'validation.injection_dose_range',
      });
    }
    // Traceability: a toxin is recorded with its lot and expiry, as the French rules require.
    if (point.product_kind === 'toxin' && point.lot_number === '') {
      context.addIssue({
        code: 'custom',
        path: ['lot_number'],
        message: 'validation.injection_lot_required',
      });
    }
    if (point.product_kind === 'toxin' && point.lot_expiry === null) {
      context.addIssue({
        code: 'custom',
        path: ['lot_expiry'],
        message: 'validation.injection_lot_required',
      });
    }
  });
export type InjectionPoint = z.output<typeof injectionPointSchema>;

export const injectionChartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('face') }),
  z.object({ kind: z.literal('photo'), photo_id: recordIdSchema }),
]);
export type InjectionChart = z.output<typeof injectionChartSchema>;

/** POST /api/v1/patients/:patientId/injection-sessions and PUT /api/v1/injection-sessions/:id. */
export const injectionSessionBodySchema = z
  .object({
    date: z.iso.date({ error: 'validation.invalid_date' }),
    chart: injectionChartSchema,
    notes: multiLineText().max(INJECTION_NOTES_MAX_LENGTH, { error: 'validation.max_length' }),
    points: z.array(injectionPointSchema).max(INJECTION_SESSION_MAX_POINTS),
  })
  .superRefine((session, context) => {
    // A session records what was injected: one without a point charts nothing.
    if (session.points.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['points'],
        message: 'validation.injection_points_required',
      });
    }
    for (const [index, point] of session.points.entries()) {
      // A lot past its expiry on the day of the session is not injected.
      if (point.lot_expiry !== null && point.lot_expiry < session.date) {
        context.addIssue({
          code: 'custom',
          path: ['points', index, 'lot_expiry'],
          message: 'validation.injection_lot_expired',
        });
      }
      if ((point.view === 'photo') !== (session.chart.kind === 'photo')) {
        context.addIssue({ code: 'custom', path: ['points', index, 'view'], message: 'view' });
      }
    }
  });
export type InjectionSessionBody = z.output<typeof injectionSessionBodySchema>;

export const injectionSessionRecordSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  date: z.string(),
  chart: injectionChartSchema,
  notes: z.string(),
  points: z.array(injectionPointSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InjectionSessionRecord = z.output<typeof injectionSessionRecordSchema>;

export const injectionSessionSummarySchema = z.object({
  id: z.string(),
  date: z.string(),
  point_count: z.number(),
  has_toxin: z.boolean(),
  products: z.array(z.string()),
});
export type InjectionSessionSummary = z.output<typeof injectionSessionSummarySchema>;
export const injectionSessionListSchema = z.object({
  items: z.array(injectionSessionSummarySchema),
});

/** Botox tracking on the patient page. */
export const toxinTrackingSchema = z.object({
  last_toxin_date: z.string().nullable(),
  suggested_touch_up: z.string().nullable(),
  session_count: z.number(),
});
export type ToxinTracking = z.output<typeof toxinTrackingSchema>;

export interface DoseTotal {
  readonly key: string;
  readonly unit: DoseUnit;
  readonly dose: number;
}

/** Doses are summed in hundredths so that 0.1 + 0.2 ml reads 0.3. */
const roundDose = (value: number) => Math.round(value * 100) / 100;

function totalsBy(
  points: readonly Pick<InjectionPoint, 'unit' | 'dose'>[],
  keyOf: (index: number) => string,
): DoseTotal[] {
  const totals = new Map<string, DoseTotal>();
  points.forEach((point, index) => {
    const key = keyOf(index);
    const id = `${key}\u0000${point.unit}`;
    const current = totals.get(id);
    totals.set(id, {
      key,
      unit: point.unit,
      dose: roundDose((current?.dose ?? 0) + point.dose),
    });
  });
  return [...totals.values()];
}

/** Totals of a session per zone and per product (the same zone may get units and ml). */
export function sessionTotals(points: readonly InjectionPoint[]): {
  byZone: DoseTotal[];
  byProduct: DoseTotal[];
} {
  return {
    byZone: totalsBy(points, (index) => points[index]!.zone),
    byProduct: totalsBy(points, (index) => points[index]!.product_name),
  };
}

/** Adds months to a calendar date, clamped to the month's last day (31 Oct + 4 → 28 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The last toxin session's date and the touch-up suggested after it. */
export function toxinTracking(
  sessions: readonly Pick<InjectionSessionSummary, 'date' | 'has_toxin'>[],
): ToxinTracking {
  const last = sessions
    .filter((session) => session.has_toxin)
    .map((session) => session.date)
    .sort()
    .at(-1);
  return {
    last_toxin_date: last ?? null,
    suggested_touch_up: last ? addMonths(last, TOXIN_TOUCH_UP_MONTHS) : null,
    session_count: sessions.length,
  };
}
