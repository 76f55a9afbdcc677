// Row shapes as the database returns them, through the portable conventions of portable.ts:
// ids are UUIDv7 text, times are epoch-ms numbers, booleans 0/1, JSON as text.

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface Database {
  app_meta: AppMetaTable;
}
