import { describe, expect, it } from 'vitest';
import { areas, homeTiles } from './home-areas';

const off = { dictaphone: false, operationReports: false };

describe('home tiles', () => {
  it('show the areas that work, and no beta area while its switch is off', () => {
    const ids = homeTiles(off).map((area) => area.id);
    expect(ids).toEqual(
      areas.filter((area) => area.built && !area.requires).map((area) => area.id),
    );
    expect(ids).toContain('drive');
    expect(ids).toContain('injection');
    expect(ids).not.toContain('dictation');
    expect(ids).not.toContain('reports');
    expect(ids).not.toContain('techniques');
  });

  it('show Dictée with the dictaphone switch, CROP and the techniques with the reports one', () => {
    const dictation = homeTiles({ ...off, dictaphone: true }).map((area) => area.id);
    expect(dictation).toContain('dictation');
    expect(dictation).not.toContain('reports');
    expect(dictation).toHaveLength(homeTiles(off).length + 1);

    const reports = homeTiles({ ...off, operationReports: true }).map((area) => area.id);
    expect(reports).toEqual(expect.arrayContaining(['reports', 'techniques']));
    expect(reports).not.toContain('dictation');
    expect(reports).toHaveLength(homeTiles(off).length + 2);
  });

  it('grow by one tile when an area lands', () => {
    const pending = areas.map((area) => (area.id === 'drive' ? { ...area, built: false } : area));
    expect(homeTiles(off, pending).map((area) => area.id)).not.toContain('drive');
    expect(homeTiles(off)).toHaveLength(homeTiles(off, pending).length + 1);
  });
});
