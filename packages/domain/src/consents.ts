import { z } from 'zod';
import { multiLineText, recordIdSchema, singleLineText } from './text-input';

// Signed consent documents (Pro, decision 0047). A template per procedure holds the text with
// placeholders; a document is that text filled for one patient, signed by the patient and the
// practitioner, printed to a PDF whose SHA-256 is kept. A signed document is never changed: a new
// version is a new document.

export const CONSENT_PROCEDURES = ['toxin', 'filler', 'peel', 'laser'] as const;
export type ConsentProcedure = (typeof CONSENT_PROCEDURES)[number];
export const consentProcedureSchema = z.enum(CONSENT_PROCEDURES);

export const CONSENT_FEATURE = 'digital_consent_pdf' as const;

/** The placeholders a template may hold, filled by the server from the record. */
export const CONSENT_PLACEHOLDERS = [
  'patient',
  'date_naissance',
  'procedure',
  'praticien',
  'date',
] as const;
export type ConsentPlaceholder = (typeof CONSENT_PLACEHOLDERS)[number];

export const CONSENT_TITLE_MAX = 160;
export const CONSENT_BODY_MAX = 20_000;
/** A drawn signature as PNG: a few kB in practice; the bound keeps a document small. */
export const SIGNATURE_PNG_MAX_BYTES = 300_000;
/** Signature images are at most this wide and high, in pixels. */
export const SIGNATURE_MAX_SIDE = 2000;

const PROCEDURE_NAMES: Record<ConsentProcedure, string> = {
  toxin: 'Injection de toxine botulique',
  filler: 'Injection d’acide hyaluronique',
  peel: 'Peeling chimique',
  laser: 'Traitement laser',
};

const common = (risks: string) =>
  `Je soussigné(e) {{patient}}, né(e) le {{date_naissance}}, reconnais avoir été informé(e) par {{praticien}} de la nature de l’acte proposé : {{procedure}}.

J’ai reçu une information claire sur le déroulement de l’acte, ses bénéfices attendus, ses alternatives et ses risques, notamment : ${risks}

J’ai pu poser toutes mes questions et disposer d’un délai de réflexion. J’ai été informé(e) des consignes à respecter après l’acte et de la conduite à tenir en cas d’effet indésirable. Je sais que le résultat ne peut être garanti et que je peux retirer mon consentement à tout moment avant l’acte.

Je consens librement à la réalisation de cet acte.

Fait le {{date}}.`;

/** The French defaults (spec 01 §1): what a template says until the practitioner edits it. */
export const DEFAULT_CONSENT_TEMPLATES: Record<
  ConsentProcedure,
  { readonly title: string; readonly body: string }
> = {
  toxin: {
    title: 'Consentement éclairé — injection de toxine botulique',
    body: common(
      'rougeur ou ecchymose au point d’injection, maux de tête, ptosis de la paupière ou du sourcil, asymétrie transitoire, et, très rarement, réaction allergique. L’effet apparaît en quelques jours et dure en général trois à six mois.',
    ),
  },
  filler: {
    title: 'Consentement éclairé — injection d’acide hyaluronique',
    body: common(
      'œdème, ecchymose, nodules, infection, réaction inflammatoire retardée et, exceptionnellement, occlusion vasculaire pouvant entraîner une nécrose cutanée ou un trouble visuel. Le produit se résorbe en six à dix-huit mois.',
    ),
  },
  peel: {
    title: 'Consentement éclairé — peeling chimique',
    body: common(
      'rougeur, desquamation, sensation de brûlure, hyper- ou hypopigmentation, poussée d’herpès, infection et, rarement, cicatrice. Une protection solaire stricte est indispensable pendant plusieurs semaines.',
    ),
  },
  laser: {
    title: 'Consentement éclairé — traitement laser',
    body: common(
      'rougeur, œdème, croûtes, brûlure, troubles de la pigmentation et, rarement, cicatrice. Le port de lunettes de protection est obligatoire pendant la séance et l’exposition solaire doit être évitée avant et après.',
    ),
  },
};

export function consentProcedureName(procedure: ConsentProcedure): string {
  return PROCEDURE_NAMES[procedure];
}

// The words that give the birth date in a template: « , né(e) le {{date_naissance}} » (the
// defaults) or « ({{date_naissance}}) », with the comma or space before them.
const BIRTH_DATE_PHRASE =
  /,?[ \t]*(?:\(\s*\{\{\s*date_naissance\s*\}\}\s*\)|(?:né\(e\)|née|né)[ \t]+le[ \t]+\{\{\s*date_naissance\s*\}\})/giu;

// Where a line is cut into label-and-value parts: « Patient : X — Date de naissance : Y, … ».
const PART_SEPARATOR = /([ \t]*[,;][ \t]*|[ \t]+[—–|][ \t]+)/u;
// One part that is a label (no placeholder), its colon (French spacing or not) and one
// placeholder, with the line's full stop when it ends the line. The label cannot hold a colon,
// so the match is linear in a long line.
const LABELLED_PART = /^([^{}:]*):[ \t\u00a0\u202f]*\{\{\s*([a-z_]+)\s*\}\}[ \t]*(\.?)[ \t\r]*$/u;

const isEmptyPlaceholder = (
  name: string | undefined,
  values: Readonly<Record<ConsentPlaceholder, string>>,
) =>
  (CONSENT_PLACEHOLDERS as readonly string[]).includes(name ?? '') &&
  values[name as ConsentPlaceholder].trim() === '';

/**
 * The line without the label-and-value parts whose placeholder is empty; null when nothing of
 * it is left, so that the line goes with its line break.
 */
function withoutEmptyLabels(
  line: string,
  values: Readonly<Record<ConsentPlaceholder, string>>,
): string | null {
  // Odd indexes are the separators the split kept.
  const pieces = line.split(PART_SEPARATOR);
  const kept: string[] = [];
  let stop = '';
  let dropped = false;
  for (let index = 0; index < pieces.length; index += 2) {
    const part = pieces[index] ?? '';
    const labelled = LABELLED_PART.exec(part);
    if (labelled && /\p{L}/u.test(labelled[1] ?? '') && isEmptyPlaceholder(labelled[2], values)) {
      dropped = true;
      stop = labelled[3] ?? '';
      continue;
    }
    stop = '';
    if (kept.length > 0) kept.push(pieces[index - 1] ?? '');
    kept.push(part);
  }
  if (!dropped) return line;
  if (kept.length === 0) return null;
  return kept.join('') + stop;
}

/**
 * Fills every `{{name}}` of the text; unknown names are left as written. An empty value (the
 * record has no birth date) takes the words that would give it with it: a signed text must not
 * say « né(e) le — » nor « Date de naissance : » followed by nothing. That is the usual
 * phrasings of the birth date, and any « label : {{name}} » part of a line, the line itself
 * when nothing else is on it. The preview, the stored text and so the PDF all come from here.
 */
export function fillConsentText(
  text: string,
  values: Readonly<Record<ConsentPlaceholder, string>>,
): string {
  const said = values.date_naissance === '' ? text.replace(BIRTH_DATE_PHRASE, '') : text;
  const lines: string[] = [];
  let skipBlank = false;
  for (const line of said.split('\n')) {
    if (skipBlank && line.trim() === '') {
      skipBlank = false;
      continue;
    }
    const left = withoutEmptyLabels(line, values);
    // A paragraph of its own goes with one of the blank lines around it.
    skipBlank = left === null && (lines.length === 0 || lines.at(-1)?.trim() === '');
    if (left !== null) lines.push(left);
  }
  if (skipBlank && lines.at(-1)?.trim() === '') lines.pop();
  return lines
    .join('\n')
    .replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) =>
      (CONSENT_PLACEHOLDERS as readonly string[]).includes(name)
        ? values[name as ConsentPlaceholder]
        : whole,
    );
}

export const consentTemplateSchema = z.object({
  procedure: consentProcedureSchema,
  title: z.string(),
  body: z.string(),
  /** False while the template is the built-in French default. */
  edited: z.boolean(),
});
export type ConsentTemplate = z.output<typeof consentTemplateSchema>;
export const consentTemplateListSchema = z.object({ items: z.array(consentTemplateSchema) });

export const consentTemplateBodySchema = z.object({
  title: singleLineText().trim().min(1).max(CONSENT_TITLE_MAX),
  body: multiLineText().trim().min(1).max(CONSENT_BODY_MAX),
});
export type ConsentTemplateBody = z.output<typeof consentTemplateBodySchema>;

/** A drawn signature: a PNG data URL made by the signature pad. */
export const signatureSchema = z
  .string()
  .max(Math.ceil((SIGNATURE_PNG_MAX_BYTES * 4) / 3) + 32)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

export const createConsentBodySchema = z.object({
  procedure: consentProcedureSchema,
  practitioner_signature: signatureSchema,
  /** Absent: the document waits for the patient's signature through the portal. */
  patient_signature: signatureSchema.optional(),
});
export type CreateConsentBody = z.output<typeof createConsentBodySchema>;

export const signConsentBodySchema = z.object({ patient_signature: signatureSchema });

export const CONSENT_STATUSES = ['pending', 'signed'] as const;
export const consentRecordSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  procedure: consentProcedureSchema,
  title: z.string(),
  body: z.string(),
  status: z.enum(CONSENT_STATUSES),
  /** SHA-256 (hex) of the stored PDF; null while pending. */
  sha256: z.string().nullable(),
  file_size: z.number().int().nullable(),
  signed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ConsentRecord = z.output<typeof consentRecordSchema>;
export const consentListSchema = z.object({ items: z.array(consentRecordSchema) });

export const emailConsentBodySchema = z.object({
  /** Defaults to the patient's e-mail address. */
  to: z.email().max(254).optional(),
});

export const consentIdParamsSchema = z.object({ id: recordIdSchema });
