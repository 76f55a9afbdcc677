import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { spanOfPackets } from '../uploads/video-probe';

const run = promisify(execFile);
const PROBE_TIMEOUT_MS = 30_000;

/**
 * Seconds of audio in a recording, from its packets' timestamps (MediaRecorder's WebM has no
 * duration in its header); null when ffprobe finds no audio stream: not a recording.
 */
export async function audioDuration(path: string): Promise<number | null> {
  try {
    const { stdout } = await run(
      ffprobeInstaller.path,
      [
        '-v',
        'error',
        '-select_streams',
        'a:0',
        '-show_entries',
        'packet=pts_time,duration_time',
        '-of',
        'csv=p=0',
        path,
      ],
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 },
    );
    return spanOfPackets(stdout);
  } catch {
    return null;
  }
}
