/** What MediaRecorder writes and how the file is named and typed for the upload. */
export type RecorderFormat = {
  /** Passed to MediaRecorder; '' lets the browser pick its default. */
  readonly mimeType: string;
  /** The file's type without codecs, one of the accepted upload types. */
  readonly fileType: 'video/mp4' | 'video/webm';
  readonly extension: 'mp4' | 'webm';
};

// MP4 first: every device plays it (Safari reads no WebM), and its header carries the duration.
// WebM (Chrome and Firefox before MP4 recording) is streamed without one; the server measures it.
const PREFERRED: readonly RecorderFormat[] = [
  { mimeType: 'video/mp4;codecs=avc1', fileType: 'video/mp4', extension: 'mp4' },
  { mimeType: 'video/webm;codecs=vp9', fileType: 'video/webm', extension: 'webm' },
  { mimeType: 'video/webm;codecs=vp8', fileType: 'video/webm', extension: 'webm' },
  { mimeType: 'video/webm', fileType: 'video/webm', extension: 'webm' },
];

const FALLBACK: RecorderFormat = { mimeType: '', fileType: 'video/webm', extension: 'webm' };

export function chooseRecorderFormat(isTypeSupported: (type: string) => boolean): RecorderFormat {
  for (const format of PREFERRED) {
    try {
      if (isTypeSupported(format.mimeType)) return format;
    } catch {
      // Some browsers throw on codecs they do not know instead of answering false.
    }
  }
  return FALLBACK;
}

/** The format the recorder really used (the browser may pick another than asked). */
export function formatOfRecording(recordedType: string, asked: RecorderFormat): RecorderFormat {
  const base = recordedType.split(';')[0]?.trim().toLowerCase();
  if (base === 'video/mp4')
    return { mimeType: recordedType, fileType: 'video/mp4', extension: 'mp4' };
  if (base === 'video/webm') {
    return { mimeType: recordedType, fileType: 'video/webm', extension: 'webm' };
  }
  return asked;
}
