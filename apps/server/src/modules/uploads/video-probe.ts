import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { durationFromPackets, ffprobe } from '../../platform/media/ffprobe';

const run = promisify(execFile);

const POSTER_TIMEOUT_MS = 45_000;
/** Spec 01 §9: the poster is the frame at 0.5 s. */
const POSTER_AT_SECONDS = 0.5;
/** The poster feeds the preview too, so it is drawn at the preview's size at most. */
const POSTER_MAX_SIDE = 1440;
const POSTER_MAX_BYTES = 16 * 1024 * 1024;

export interface VideoFacts {
  /** Seconds, millisecond precision. */
  readonly duration: number | null;
  /** As displayed: a portrait phone video is taller than wide whatever its coded size. */
  readonly width: number | null;
  readonly height: number | null;
  readonly fps: number | null;
  /** The container's creation_time (when the camera recorded), if it says one. */
  readonly createdAt: number | null;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { duration?: string; tags?: Record<string, string> };
}

function frameRate(value: string | undefined): number | null {
  const [numerator, denominator] = (value ?? '').split('/').map(Number);
  if (!numerator || !denominator || !Number.isFinite(numerator / denominator)) return null;
  return Math.round((numerator / denominator) * 100) / 100;
}

function rotationOf(stream: ProbeStream): number {
  const fromSideData = stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation;
  const degrees = fromSideData ?? Number(stream.tags?.rotate ?? 0);
  return Math.abs(Math.round(degrees)) % 180;
}

function timestampOf(value: string | undefined): number | null {
  if (!value) return null;
  const epochMs = Date.parse(value);
  // Encoders without a clock write 1970 or 1904 (QuickTime's epoch): no real date.
  return Number.isFinite(epochMs) && epochMs > Date.UTC(1990, 0, 1) ? epochMs : null;
}

/** ffprobe's view of a video; null when ffprobe cannot read it as one. */
export async function probeVideo(path: string): Promise<VideoFacts | null> {
  let output: ProbeOutput;
  try {
    const stdout = await ffprobe(
      ['-print_format', 'json', '-show_format', '-show_streams', path],
      4 * 1024 * 1024,
    );
    output = JSON.parse(stdout) as ProbeOutput;
  } catch {
    return null;
  }
  const video = output.streams?.find((stream) => stream.codec_type === 'video');
  if (!video) return null;
  const sideways = rotationOf(video) === 90;
  const width = (sideways ? video.height : video.width) ?? null;
  const height = (sideways ? video.width : video.height) ?? null;
  const seconds = Number(output.format?.duration);
  const duration =
    Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds * 1000) / 1000
      : await durationFromPackets(path, 'video');
  return {
    duration,
    width,
    height,
    fps: frameRate(video.avg_frame_rate) ?? frameRate(video.r_frame_rate),
    createdAt: timestampOf(output.format?.tags?.creation_time ?? video.tags?.creation_time),
  };
}

/**
 * One upright frame at 0.5 s (earlier for shorter videos) as a JPEG of at most 1440 px, or
 * null when ffmpeg cannot draw one. ffmpeg reads the file itself, in its own process.
 */
export async function extractPoster(path: string, duration: number | null): Promise<Buffer | null> {
  const at = duration !== null && duration <= POSTER_AT_SECONDS ? duration / 2 : POSTER_AT_SECONDS;
  // Shrinks into the box, never enlarges; the bundled ffmpeg (2018) lacks force_divisible_by.
  const side = `min(${POSTER_MAX_SIDE},iw)`;
  const box = `min(${POSTER_MAX_SIDE},ih)`;
  const scale = `scale=w='${side}':h='${box}':force_original_aspect_ratio=decrease`;
  try {
    const { stdout } = await run(
      ffmpegInstaller.path,
      [
        '-v',
        'error',
        '-ss',
        at.toFixed(3),
        '-i',
        path,
        '-frames:v',
        '1',
        '-vf',
        scale,
        '-q:v',
        '2',
        '-f',
        'image2pipe',
        '-c:v',
        'mjpeg',
        'pipe:1',
      ],
      { encoding: 'buffer', timeout: POSTER_TIMEOUT_MS, maxBuffer: POSTER_MAX_BYTES },
    );
    return stdout.length > 0 ? stdout : null;
  } catch {
    return null;
  }
}
