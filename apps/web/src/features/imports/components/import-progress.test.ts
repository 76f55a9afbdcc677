import { describe, expect, it } from 'vitest';
import { importProgress } from './import-progress';
import { importPhoto } from './import-test-fixtures';

const file = new File(['x'], 'x.jpg', { type: 'image/jpeg' });

describe('importProgress', () => {
  it('follows the analysis alone when the photos came back from the server', () => {
    const progress = importProgress([importPhoto('a'), importPhoto('b', { status: 'analyzing' })]);
    expect(progress.uploadsTotal).toBe(0);
    expect(progress.overallPercent).toBe(50);
    expect(importProgress([importPhoto('a')]).overallPercent).toBe(100);
  });

  it('averages sending and analysis while both have work', () => {
    const sending = importPhoto('a', {
      file,
      status: 'waiting',
      unassignedUploadStatus: 'uploading',
      unassignedUploadBytesTransferred: 1_000_000,
      unassignedUploadTotalBytes: 2_000_000,
    });
    const progress = importProgress([sending, importPhoto('b', { file })]);
    expect(progress.uploadsTotal).toBe(2);
    expect(progress.uploadPercent).toBe(75);
    expect(progress.analysisPercent).toBe(50);
    expect(progress.overallPercent).toBe(63);
  });

  it('is full when nothing is left to send or analyse (videos only)', () => {
    const video = importPhoto('v', { mediaType: 'video', status: 'skipped' });
    expect(importProgress([video]).overallPercent).toBe(100);
  });
});
