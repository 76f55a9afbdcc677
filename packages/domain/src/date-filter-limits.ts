export const DATE_FILTERS = [
  'all',
  'last24h',
  'customHours',
  'latestGroup',
  'newSinceLastImport',
  'today',
  'yesterday',
  'thisWeek',
] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

// The spec gives two defaults: the stored SD-card settings say today, the import panel
// starts on newSinceLastImport. Both are kept where they apply.
export const SD_CARD_SETTINGS_DEFAULT_DATE_FILTER: DateFilter = 'today';
export const IMPORT_PANEL_DEFAULT_DATE_FILTER: DateFilter = 'newSinceLastImport';

export const CUSTOM_HOURS = { default: 6, min: 1, max: 168 } as const;
export const LATEST_GROUP_MINUTES = { default: 10, min: 1, max: 60 } as const;
export const THIS_WEEK_DAYS = 7;
