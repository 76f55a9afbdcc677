import { TUTORIAL_TIMINGS } from '@photodossier/domain/tutorial-timings';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { analyseCard, DEFAULT_CARD_SCAN } from './analyse-card';
import { fakeDirectory, fakePhoto, fakeTree } from './fake-card-fixtures';
import type * as FileSystemAccess from './file-system-access';
import { pickDirectory } from './file-system-access';
import { useSdTutorial } from './use-sd-tutorial';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));
vi.mock('./file-system-access', async (importOriginal) => ({
  ...(await importOriginal<typeof FileSystemAccess>()),
  pickDirectory: vi.fn(),
}));

const READ_TEST_FAILED = 'Erreur lors du test de lecture des photos';

/**
 * Lets time pass in steps of 100 ms, React rendering between them as the browser would (one
 * act() for the whole span would batch a test's "testing" and its end into one render).
 */
async function elapse(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(100, ms - passed)));
  }
}

async function tutorialOn(card: FileSystemDirectoryHandle) {
  vi.mocked(pickDirectory).mockResolvedValue(card);
  const rendered = renderHook(() => useSdTutorial({ onComplete: () => {} }));
  await act(() => rendered.result.current.selectFolder());
  return rendered;
}

const failures = () =>
  vi.mocked(notify).mock.calls.filter(([message]) => message === READ_TEST_FAILED).length;

describe('SD tutorial read test (spec 02 §2.6, §4.4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the count the SD tab will show: DCIM only on a camera card', async () => {
    const card = fakeDirectory(
      'EOS_DIGITAL',
      fakeTree({
        DCIM: fakeTree({ '100CANON': fakeTree({ 'IMG_0001.JPG': fakePhoto('IMG_0001.JPG') }) }),
        'hors-dcim.jpg': fakePhoto('hors-dcim.jpg'),
      }),
    );
    const { result } = await tutorialOn(card);
    const panel = await analyseCard(card, DEFAULT_CARD_SCAN);
    expect(result.current.analysis?.photos.map((photo) => photo.name)).toEqual(
      panel.photos.map((photo) => photo.name),
    );
  });

  it('runs by itself once per arrival on the step; a failure leaves the retry to the user', async () => {
    // Decoding takes the browser a moment before it gives up.
    const decode = vi.fn(
      () =>
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new DOMException('undecodable', 'InvalidStateError')), 50),
        ),
    );
    vi.stubGlobal('createImageBitmap', decode);
    const card = fakeDirectory(
      'EOS_DIGITAL',
      fakeTree({ DCIM: fakeTree({ 'IMG_0001.JPG': fakePhoto('IMG_0001.JPG') }) }),
    );
    const { result } = await tutorialOn(card);
    act(() => result.current.goTo(2));
    expect(result.current.step).toBe('test-photos');

    await elapse(TUTORIAL_TIMINGS.sdAutoTestDelayMs * 10);
    expect(failures()).toBe(1);
    expect(result.current.test.kind).toBe('idle');

    // The button runs it again on demand.
    act(() => void result.current.runTest());
    await elapse(TUTORIAL_TIMINGS.sdAutoTestDelayMs * 10);
    expect(failures()).toBe(2);

    // Coming back to the step is a new arrival.
    act(() => result.current.goTo(1));
    act(() => result.current.goTo(2));
    await elapse(TUTORIAL_TIMINGS.sdAutoTestDelayMs * 10);
    expect(failures()).toBe(3);
  });

  it('passes on photos the browser cannot decode (TIFF) once they open', async () => {
    // A browser's createImageBitmap refuses TIFF; the card is fine all the same.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (file: File) => {
        if (/\.tiff?$/i.test(file.name)) throw new DOMException('undecodable', 'InvalidStateError');
        return { close: () => {} };
      }),
    );
    const card = fakeDirectory(
      'NIKON',
      fakeTree({
        DCIM: fakeTree({
          'DSC_0001.TIFF': fakePhoto('DSC_0001.TIFF', 64, 'image/tiff'),
          'DSC_0002.JPG': fakePhoto('DSC_0002.JPG'),
        }),
      }),
    );
    const { result } = await tutorialOn(card);
    act(() => result.current.goTo(2));
    await elapse(TUTORIAL_TIMINGS.sdAutoTestDelayMs + TUTORIAL_TIMINGS.sdReadTestWaitMs + 100);
    expect(failures()).toBe(0);
    expect(result.current.test).toEqual({ kind: 'passed', count: 2 });
  });
});
