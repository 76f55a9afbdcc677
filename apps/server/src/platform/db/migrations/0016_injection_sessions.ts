import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { PortableMigration } from './migration';

// Injection sessions and the practitioner's own products (decision 0042) replace the one map
// per patient of decision 0017. The old points carried a day each: the points of one day become
// one session on the drawn face, zone "other", product kind "other" (we cannot tell a toxin
// from a filler by a free name, and the old points have no lot to require). Points without a
// positive dose are kept as notes of their session rather than dropped. No foreign keys, as
// elsewhere: patient deletion removes the rows (trash repository), account deletion through
// USER_OWNED_TABLES.

interface OldPoint {
  id?: unknown;
  x?: unknown;
  y?: unknown;
  product?: unknown;
  units?: unknown;
  date?: unknown;
  notes?: unknown;
}

interface Schema {
  injection_maps: { user_id: string; patient_id: string; points: string; updated_at: number };
  injection_sessions: {
    id: string;
    user_id: string;
    patient_id: string;
    session_date: string;
    chart: string;
    notes: string;
    points: string;
    has_toxin: number;
    created_at: number;
    updated_at: number;
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const fraction = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5;

function sessionsOf(row: Schema['injection_maps']): Schema['injection_sessions'][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.points);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const byDate = new Map<string, { points: unknown[]; notes: string[] }>();
  for (const raw of parsed as OldPoint[]) {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(text(raw.date))
      ? text(raw.date)
      : new Date(row.updated_at).toISOString().slice(0, 10);
    const day = byDate.get(date) ?? { points: [], notes: [] };
    byDate.set(date, day);
    const dose = typeof raw.units === 'number' ? raw.units : 0;
    const product = text(raw.product).trim() || '?';
    if (!(dose > 0 && dose <= 300)) {
      day.notes.push(`${product} ${dose} ${text(raw.notes)}`.trim());
      continue;
    }
    day.points.push({
      id: text(raw.id) || uuidv7(),
      view: 'front',
      x: fraction(raw.x),
      y: fraction(raw.y),
      zone: 'other',
      product_name: product.slice(0, 120),
      product_kind: 'other',
      unit: 'U',
      dose,
      depth: null,
      technique: null,
      lot_number: '',
      lot_expiry: null,
      notes: text(raw.notes).slice(0, 2000),
    });
  }
  return [...byDate].map(([date, day]) => ({
    id: uuidv7(),
    user_id: row.user_id,
    patient_id: row.patient_id,
    session_date: date,
    chart: JSON.stringify({ kind: 'face' }),
    notes: day.notes.join('\n').slice(0, 2000),
    points: JSON.stringify(day.points),
    has_toxin: 0,
    created_at: row.updated_at,
    updated_at: row.updated_at,
  }));
}

export const injectionSessionsMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('injection_products')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('name', types.text, (column) => column.notNull())
      .addColumn('kind', types.text, (column) => column.notNull())
      .addColumn('unit', types.text, (column) => column.notNull())
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('injection_products_by_user')
      .on('injection_products')
      .columns(['user_id', 'name'])
      .execute();

    await db.schema
      .createTable('injection_sessions')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('patient_id', types.id, (column) => column.notNull())
      // YYYY-MM-DD: a treatment day, not an instant.
      .addColumn('session_date', types.text, (column) => column.notNull())
      // { kind: 'face' } or { kind: 'photo', photo_id }, JSON.
      .addColumn('chart', types.json, (column) => column.notNull())
      .addColumn('notes', types.text, (column) => column.notNull())
      // The points (injectionPointSchema), JSON: read and written with their session.
      .addColumn('points', types.json, (column) => column.notNull())
      // Whether a point is a toxin, for botox tracking without reading every session's points.
      .addColumn('has_toxin', types.boolean, (column) => column.notNull())
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('injection_sessions_by_patient')
      .on('injection_sessions')
      .columns(['user_id', 'patient_id', 'session_date'])
      .execute();

    const typed = db as unknown as Kysely<Schema>;
    const maps = await typed.selectFrom('injection_maps').selectAll().execute();
    for (const map of maps) {
      const sessions = sessionsOf(map);
      if (sessions.length > 0)
        await typed.insertInto('injection_sessions').values(sessions).execute();
    }
    await db.schema.dropTable('injection_maps').execute();
  },
  async down(db, types) {
    await db.schema
      .createTable('injection_maps')
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('patient_id', types.id, (column) => column.notNull())
      .addColumn('points', types.json, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .addPrimaryKeyConstraint('injection_maps_pk', ['user_id', 'patient_id'])
      .execute();
    await db.schema.dropTable('injection_sessions').execute();
    await db.schema.dropTable('injection_products').execute();
  },
};
