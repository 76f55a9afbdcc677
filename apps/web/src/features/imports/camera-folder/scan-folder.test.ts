import { describe, expect, it } from 'vitest';
import { isListedFilePath, isListedFolderPath, type ScanOptions } from './scan-folder';

// The rules an observer's reported path goes through: those of the listing, path by path.
const camera: ScanOptions = { recursive: true, extensions: ['.jpg'] };
const card: ScanOptions = { ...camera, dcimOnly: true };
const flat: ScanOptions = { ...camera, recursive: false };
const split = (path: string) => (path === '' ? [] : path.split('/'));

describe('isListedFilePath', () => {
  it.each([
    [camera, 'IMG_1.JPG', true],
    [camera, 'a/b/IMG_1.jpg', true],
    [camera, 'IMG_1.txt', false],
    [camera, '._IMG_1.jpg', false],
    [camera, '.thumbs/IMG_1.jpg', false],
    [flat, 'IMG_1.jpg', true],
    [flat, '100CANON/IMG_1.jpg', false],
    [card, 'IMG_1.jpg', false],
    [card, 'dcim/100CANON/IMG_1.jpg', true],
    [card, 'MISC/IMG_1.jpg', false],
  ])('%o, %s: %s', (options, path, listed) => {
    expect(isListedFilePath(split(path), options)).toBe(listed);
  });
});

describe('isListedFolderPath', () => {
  it.each([
    [flat, '', true],
    [flat, '100CANON', false],
    [camera, '100CANON/.cache', false],
    [card, 'DCIM', true],
    [card, 'MISC', false],
  ])('%o, %s: %s', (options, path, listed) => {
    expect(isListedFolderPath(split(path), options)).toBe(listed);
  });
});
