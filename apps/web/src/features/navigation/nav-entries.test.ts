import { describe, expect, it } from 'vitest';
import { overflowEntries, visibleSidebarEntries } from './nav-entries';

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

describe('sidebar entries', () => {
  it('lists the spec order without the beta entries by default', () => {
    expect(ids(visibleSidebarEntries({ dictaphone: false, operationReports: false }))).toEqual([
      'home',
      'patients',
      'gallery',
      'drive',
      'import',
      'injection',
      'compare',
      'trash',
      'settings',
    ]);
  });

  it('inserts Dictée and CROP after Drive when their betas are on', () => {
    expect(ids(visibleSidebarEntries({ dictaphone: true, operationReports: true }))).toEqual([
      'home',
      'patients',
      'gallery',
      'drive',
      'dictation',
      'reports',
      'import',
      'injection',
      'compare',
      'trash',
      'settings',
    ]);
  });

  it('offers in the small-screen menu only what the bottom bar lacks', () => {
    expect(ids(overflowEntries({ dictaphone: true, operationReports: false }))).toEqual([
      'drive',
      'dictation',
      'import',
      'injection',
      'compare',
      'trash',
      'settings',
    ]);
  });
});
