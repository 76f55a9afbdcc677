import { describe, expect, it } from 'vitest';
import { exifGroupsOf } from './exif-inspection';

describe('exifGroupsOf', () => {
  it('lists every block but GPS, whose presence alone is reported', () => {
    const { groups, gpsPresent } = exifGroupsOf({
      ifd0: { Make: 'Canon', Orientation: 'Horizontal (normal)', Empty: '' },
      exif: { DateTimeOriginal: '2024:05:01 10:00:00', ExifVersion: new Uint8Array([48, 50]) },
      gps: { GPSLatitudeRef: 'N', GPSLatitude: [48, 51, 24], GPSLongitude: [2, 21, 7] },
      xmp: { Rating: 5 },
    });
    expect(gpsPresent).toBe(true);
    expect(groups.map((group) => group.id)).toEqual(['ifd0', 'exif', 'xmp']);
    expect(groups[0]?.fields).toEqual([
      { name: 'Make', value: 'Canon' },
      { name: 'Orientation', value: 'Horizontal (normal)' },
    ]);
    expect(groups[1]?.fields).toContainEqual({ name: 'ExifVersion', value: '30 32' });
    expect(JSON.stringify(groups)).not.toContain('48, 51, 24');
  });

  it('says GPS is absent when the block carries no position', () => {
    expect(exifGroupsOf({ gps: { GPSVersionID: '2.2.0.0' } }).gpsPresent).toBe(false);
    expect(exifGroupsOf({}).gpsPresent).toBe(false);
  });
});
