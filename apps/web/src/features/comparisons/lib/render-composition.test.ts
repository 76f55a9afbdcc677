import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW } from '../hooks/use-comparison-editor';
import { drawWatermark, exportWatermark, outputSize } from './render-composition';

describe('outputSize', () => {
  it('gives the longest side the chosen size, in even pixels', () => {
    const portrait = outputSize(
      { ...DEFAULT_VIEW, crop: { x: 0, y: 0, width: 0.75, height: 1 } },
      2,
      1080,
    );
    expect(portrait).toMatchObject({ width: 810, height: 1080, columns: 1, rows: 1 });
    const odd = outputSize(
      { ...DEFAULT_VIEW, crop: { x: 0, y: 0, width: 1, height: 0.777 } },
      2,
      1080,
    );
    expect(odd.width).toBe(1080);
    expect(odd.height % 2).toBe(0);
  });

  it('lays side by side out as a row, or two rows of two for four photos', () => {
    const row = outputSize(
      { ...DEFAULT_VIEW, mode: 'side_by_side', crop: { x: 0, y: 0, width: 1, height: 1 } },
      3,
      1080,
    );
    expect(row).toMatchObject({ width: 1080, columns: 3, rows: 1 });
    expect(row.height).toBeLessThan(400);
    const grid = outputSize(
      { ...DEFAULT_VIEW, mode: 'side_by_side', crop: { x: 0, y: 0, width: 1, height: 1 } },
      4,
      1080,
    );
    expect(grid).toMatchObject({ width: 1080, height: 1080, columns: 2, rows: 2 });
  });
});

describe('the export watermark', () => {
  const policy = (watermark: boolean, practice_name: string | null) => ({
    watermark,
    practice_name,
  });

  it('names the practice when the organization settings do, with the product mark', () => {
    expect(exportWatermark(policy(true, 'Cabinet du Parc'))).toBe('Cabinet du Parc · PhotoDossier');
    expect(exportWatermark(policy(true, null))).toBe('PhotoDossier');
    expect(exportWatermark(policy(true, '   '))).toBe('PhotoDossier');
  });

  it('marks nothing when the plan exports without a watermark, and everything before it is known', () => {
    expect(exportWatermark(policy(false, 'Cabinet du Parc'))).toBeNull();
    expect(exportWatermark(undefined)).toBe('PhotoDossier');
  });

  it('draws the text it is given in the corner', () => {
    const drawn: string[] = [];
    const context = {
      save: () => undefined,
      restore: () => undefined,
      fillText: (text: string) => drawn.push(text),
    } as unknown as OffscreenCanvasRenderingContext2D;
    drawWatermark(context, 1080, 810, 'Cabinet du Parc · PhotoDossier');
    expect(drawn).toEqual(['Cabinet du Parc · PhotoDossier']);
  });
});
