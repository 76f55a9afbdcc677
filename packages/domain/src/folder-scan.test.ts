import { describe, expect, it } from 'vitest';
import {
  CAMERA_WATCH_EXTENSIONS,
  FOLDER_SCAN_IMAGE_EXTENSIONS,
  SD_CARD_SCAN_EXTENSIONS,
} from './folder-scan-extensions';
import {
  fileExtension,
  isDcimFolderName,
  isHiddenEntryName,
  isScannableFileName,
} from './folder-scan';

describe('extension lists', () => {
  it('have the 7 image and 10 combined extensions of the spec', () => {
    expect(FOLDER_SCAN_IMAGE_EXTENSIONS).toEqual([
      '.jpg',
      '.jpeg',
      '.png',
      '.gif',
      '.bmp',
      '.webp',
      '.tiff',
    ]);
    expect(CAMERA_WATCH_EXTENSIONS).toEqual([
      '.jpg',
      '.jpeg',
      '.png',
      '.gif',
      '.bmp',
      '.webp',
      '.tiff',
      '.mp4',
      '.mov',
      '.avi',
    ]);
    expect(SD_CARD_SCAN_EXTENSIONS).not.toContain('.mp4');
  });
});

describe('fileExtension', () => {
  it('is the lower-cased last extension, empty without one', () => {
    expect(fileExtension('IMG_0001.JPG')).toBe('.jpg');
    expect(fileExtension('archive.tar.MOV')).toBe('.mov');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
  });
});

describe('isScannableFileName', () => {
  it('accepts listed extensions in any case', () => {
    expect(isScannableFileName('IMG_0001.JPG')).toBe(true);
    expect(isScannableFileName('clip.Mov')).toBe(true);
    expect(isScannableFileName('scan.tiff')).toBe(true);
  });

  it('skips hidden files and other extensions', () => {
    expect(isScannableFileName('._IMG_0001.JPG')).toBe(false);
    expect(isScannableFileName('IMG_0001.CR3')).toBe(false);
    expect(isScannableFileName('notes.txt')).toBe(false);
    expect(isScannableFileName('photo.tif')).toBe(false);
  });

  it('restricts SD scans to images', () => {
    expect(isScannableFileName('clip.mp4', SD_CARD_SCAN_EXTENSIONS)).toBe(false);
    expect(isScannableFileName('IMG.jpeg', SD_CARD_SCAN_EXTENSIONS)).toBe(true);
  });
});

describe('folder names', () => {
  it('matches DCIM in any case and flags hidden entries', () => {
    expect(isDcimFolderName('DCIM')).toBe(true);
    expect(isDcimFolderName('dcim')).toBe(true);
    expect(isDcimFolderName('DCIM2')).toBe(false);
    expect(isHiddenEntryName('.Trashes')).toBe(true);
    expect(isHiddenEntryName('DCIM')).toBe(false);
  });
});
