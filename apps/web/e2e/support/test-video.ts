import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const ffmpegPath = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;

/** A short H.264 MP4 of ffmpeg's moving test pattern (320×240, 15 fps), written at `path`. */
export async function writeTestVideo(path: string, seconds = 1): Promise<void> {
  await promisify(execFile)(ffmpegPath, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=15',
    '-t',
    String(seconds),
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-movflags',
    '+faststart',
    path,
  ]);
}
