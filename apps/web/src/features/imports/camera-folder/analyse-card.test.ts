import { describe, expect, it } from 'vitest';
import { analyseCard, cardDcimOnly, DEFAULT_CARD_SCAN } from './analyse-card';
import { fakeDirectory, fakePhoto, fakeTree } from './fake-card-fixtures';

const names = (photos: readonly { name: string }[]) => photos.map((photo) => photo.name).sort();

describe('reading a card with the DCIM-only rule (spec 02 §2.6, §5)', () => {
  it('keeps to the DCIM folder of a camera card, loose files left out', async () => {
    const card = fakeDirectory(
      'EOS_DIGITAL',
      fakeTree({
        DCIM: fakeTree({ '100CANON': fakeTree({ 'IMG_0001.JPG': fakePhoto('IMG_0001.JPG') }) }),
        'notes.jpg': fakePhoto('notes.jpg'),
      }),
    );
    const analysis = await analyseCard(card, DEFAULT_CARD_SCAN);
    expect(analysis.isCamera).toBe(true);
    expect(names(analysis.photos)).toEqual(['IMG_0001.JPG']);
    expect(await cardDcimOnly(card, true)).toBe(true);
  });

  it('reads a folder without DCIM whole, with the "is it a card?" warning', async () => {
    const stick = fakeDirectory(
      'CLE_USB',
      fakeTree({
        'photo-1.jpg': fakePhoto('photo-1.jpg'),
        Patients: fakeTree({ 'photo-2.png': fakePhoto('photo-2.png', 16, 'image/png') }),
      }),
    );
    const analysis = await analyseCard(stick, DEFAULT_CARD_SCAN);
    expect(analysis.isCamera).toBe(false);
    expect(names(analysis.photos)).toEqual(['photo-1.jpg', 'photo-2.png']);
    // The watch of that folder follows the same rule.
    expect(await cardDcimOnly(stick, true)).toBe(false);
  });

  it('reads the DCIM folder itself when it is the one picked, as a camera structure', async () => {
    const dcim = fakeDirectory(
      'dcim',
      fakeTree({
        '100CANON': fakeTree({ 'IMG_0001.JPG': fakePhoto('IMG_0001.JPG') }),
        '101CANON': fakeTree({ 'IMG_0002.JPG': fakePhoto('IMG_0002.JPG') }),
      }),
    );
    const analysis = await analyseCard(dcim, DEFAULT_CARD_SCAN);
    expect(analysis.isCamera).toBe(true);
    expect(names(analysis.photos)).toEqual(['IMG_0001.JPG', 'IMG_0002.JPG']);
    expect(await cardDcimOnly(dcim, true)).toBe(false);
  });
});
