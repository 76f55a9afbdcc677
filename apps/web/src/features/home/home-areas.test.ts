import { describe, expect, it } from 'vitest';
import { areas, homeTiles } from './home-areas';

describe('home tiles', () => {
  it('show the areas that work and none still "Bientôt disponible"', () => {
    const ids = homeTiles().map((area) => area.id);
    expect(ids).toEqual(areas.filter((area) => area.built).map((area) => area.id));
    expect(ids).toContain('drive');
    expect(ids).toContain('injection');
    expect(ids).not.toContain('dictation');
  });

  it('grow by one tile when an area lands', () => {
    const landed = areas.map((area) => (area.id === 'dictation' ? { ...area, built: true } : area));
    expect(homeTiles(landed)).toHaveLength(homeTiles().length + 1);
    expect(homeTiles(landed).map((area) => area.id)).toContain('dictation');
  });
});
