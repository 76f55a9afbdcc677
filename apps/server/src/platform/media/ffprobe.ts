import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';

const run = promisify(execFile);

const PROBE_TIMEOUT_MS = 30_000;

/** ffprobe's standard output for these arguments, the file last; throws when ffprobe fails. */
export async function ffprobe(args: readonly string[], maxBuffer: number): Promise<string> {
  const { stdout } = await run(ffprobeInstaller.path, ['-v', 'error', ...args], {
    timeout: PROBE_TIMEOUT_MS,
    maxBuffer,
  });
  return stdout;
}

/**
 * Seconds from the first packet's start to the last one's end in the first stream of a kind,
 * read from the packets' timestamps: browsers' MediaRecorder writes WebM without a duration in
 * its header (it streams the file before knowing its end), and ffprobe then reports none.
 * Demuxes without decoding: milliseconds per file. null when there is no such stream.
 */
export async function durationFromPackets(
  path: string,
  stream: 'audio' | 'video',
): Promise<number | null> {
  try {
    const stdout = await ffprobe(
      [
        '-select_streams',
        stream === 'audio' ? 'a:0' : 'v:0',
        '-show_entries',
        'packet=pts_time,duration_time',
        '-of',
        'csv=p=0',
        path,
      ],
      64 * 1024 * 1024,
    );
    return spanOfPackets(stdout);
  } catch {
    return null;
  }
}

/** First packet start to last packet end, from ffprobe's "pts_time,duration_time" lines. */
export function spanOfPackets(csv: string): number | null {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const line of csv.split('\n')) {
    const [ptsText, durationText] = line.trim().split(',');
    const pts = Number(ptsText);
    if (!ptsText || !Number.isFinite(pts)) continue;
    const length = Number(durationText);
    first = Math.min(first, pts);
    last = Math.max(last, pts + (Number.isFinite(length) && length > 0 ? length : 0));
  }
  const span = last - first;
  return Number.isFinite(span) && span > 0 ? Math.round(span * 1000) / 1000 : null;
}
