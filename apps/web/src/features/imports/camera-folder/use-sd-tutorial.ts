import { isScannableFileName } from '@photodossier/domain/folder-scan';
import { FOLDER_SCAN_IMAGE_EXTENSIONS } from '@photodossier/domain/folder-scan-extensions';
import { SD_TUTORIAL_STEPS, TUTORIAL_TIMINGS } from '@photodossier/domain/tutorial-timings';
import { useCallback, useEffect, useRef, useState } from 'react';
import { translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { analyseCard, DEFAULT_CARD_SCAN, type CardAnalysis } from './analyse-card';
import { pickDirectory } from './file-system-access';
import { notifyFolderFailure } from './folder-failures';

export type ReadTest =
  | { readonly kind: 'idle' }
  | { readonly kind: 'testing' }
  | { readonly kind: 'passed'; readonly count: number };

const PHOTOS_TO_READ = 3;

// What browsers decode themselves; a camera's TIFF is a good photo they cannot show.
const WEB_DECODABLE = FOLDER_SCAN_IMAGE_EXTENSIONS.filter((extension) => extension !== '.tiff');

async function readPhoto(file: File): Promise<void> {
  if (isScannableFileName(file.name, WEB_DECODABLE)) {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return;
  }
  // Reading its first bytes proves the card gives the file up, which is what the test is about.
  await file.slice(0, 1024).arrayBuffer();
}

/**
 * Decoding a few photos is the real proof that the browser can read the card. The spec's test
 * lasts 2 s (§4.4, §9): a test over in a blink reads as if nothing was checked, so the answer
 * waits for both the reading and that time.
 */
async function readSomePhotos(analysis: CardAnalysis): Promise<number> {
  const sample = analysis.photos.slice(0, PHOTOS_TO_READ);
  const shown = new Promise((resolve) => setTimeout(resolve, TUTORIAL_TIMINGS.sdReadTestWaitMs));
  for (const photo of sample) await readPhoto(photo.file);
  await shown;
  return sample.length;
}

/**
 * The SD/USB tutorial's state (spec 02 §2.6, §4.4): plugged in, folder picked and read, a read
 * test that starts by itself 500 ms after its step when photos were found, then success, which
 * closes after 3 s and hands the folder over.
 */
export function useSdTutorial({
  onComplete,
}: {
  onComplete: (folder: FileSystemDirectoryHandle | null) => void;
}) {
  const [index, setIndex] = useState(0);
  const [folder, setFolder] = useState<FileSystemDirectoryHandle | null>(null);
  const [analysis, setAnalysis] = useState<CardAnalysis | null>(null);
  const [test, setTest] = useState<ReadTest>({ kind: 'idle' });
  const step = SD_TUTORIAL_STEPS[index] ?? 'connect-sdcard';
  const completion = useRef(onComplete);
  completion.current = onComplete;

  const selectFolder = useCallback(async () => {
    try {
      const picked = await pickDirectory('read', 'folder.sd_selection_failed');
      if (!picked) return;
      setFolder(picked);
      // The SD tab's own reading, so the count shown here is the one the tab shows next.
      setAnalysis(await analyseCard(picked, DEFAULT_CARD_SCAN));
      setTest({ kind: 'idle' });
    } catch (error) {
      notifyFolderFailure(error, 'folder.sd_selection_failed');
    }
  }, []);

  const runTest = useCallback(async () => {
    if (!analysis || analysis.photos.length === 0) {
      notify(translateErrorCode('folder.no_photo_to_test'), { variant: 'warning' });
      return;
    }
    setTest({ kind: 'testing' });
    try {
      setTest({ kind: 'passed', count: await readSomePhotos(analysis) });
    } catch {
      setTest({ kind: 'idle' });
      notify(translateErrorCode('folder.read_test_failed'), { variant: 'destructive' });
    }
  }, [analysis]);

  // One automatic test per arrival on the step: a failed one leaves the button for a retry
  // instead of failing again, with its toast, every 500 ms.
  const autoTested = useRef(false);
  useEffect(() => {
    if (step !== 'test-photos') {
      autoTested.current = false;
      return;
    }
    if (autoTested.current || test.kind !== 'idle' || !analysis?.photos.length) return;
    const timer = setTimeout(() => {
      autoTested.current = true;
      void runTest();
    }, TUTORIAL_TIMINGS.sdAutoTestDelayMs);
    return () => clearTimeout(timer);
  }, [analysis, runTest, step, test.kind]);

  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(() => completion.current(folder), TUTORIAL_TIMINGS.sdAutoCloseMs);
    return () => clearTimeout(timer);
  }, [folder, step]);

  const goTo = useCallback((target: number) => {
    setIndex(Math.max(0, Math.min(SD_TUTORIAL_STEPS.length - 1, target)));
  }, []);

  return { step, index, folder, analysis, test, selectFolder, runTest, goTo };
}
