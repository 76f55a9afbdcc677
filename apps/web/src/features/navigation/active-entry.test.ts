import { describe, expect, it } from 'vitest';
import { activeNavEntry } from './active-entry';

describe('activeNavEntry', () => {
  it.each([
    ['/', 'home'],
    ['/patients', 'patients'],
    ['/patients/', 'patients'],
    ['/patients/list', 'patients'],
    ['/patients/gallery', 'patients'],
    ['/patients/table', 'patients'],
    ['/patients/unassigned', 'patients'],
    ['/patients/photos', 'gallery'],
    ['/patients/photos/', 'gallery'],
    ['/camera', 'camera'],
    ['/camera/p-1', 'camera'],
    ['/patient/p-1', 'patients'],
    ['/patient/new', 'patients'],
    ['/patient/p-1/injection-mapping', 'injection'],
    ['/patient/p-1/injections', 'injection'],
    ['/patient/p-1/compare', 'compare'],
    ['/drive', 'drive'],
    ['/medical-dictation', 'dictation'],
    ['/operation-reports/r-1/edit', 'reports'],
    ['/injection-mapping', 'injection'],
    ['/compare', 'compare'],
    ['/settings', 'settings'],
    ['/trash', 'trash'],
  ])('%s -> %s', (path, entry) => {
    expect(activeNavEntry(path)).toBe(entry);
  });

  it.each(['/trashx', '/drive-shared/t', '/camera-control', '/patientsx', '/subscription'])(
    '%s highlights nothing',
    (path) => {
      expect(activeNavEntry(path)).toBeNull();
    },
  );
});
