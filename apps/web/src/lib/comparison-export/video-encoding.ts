import { ArrayBufferTarget as Mp4Target, Muxer as Mp4Muxer } from 'mp4-muxer';
import { ArrayBufferTarget as WebmTarget, Muxer as WebmMuxer } from 'webm-muxer';

/**
 * H.264 in MP4 where the browser encodes it (plays everywhere), else VP9 then VP8 in WebM. The
 * High and Main profiles at level 4.0 take frames up to 2048×1024 (8,192 macroblocks): the
 * Baseline 3.1 string usually tried first refuses a 1080 px square.
 */
const CANDIDATES = [
  { codec: 'avc1.640028', container: 'mp4' },
  { codec: 'avc1.4d0028', container: 'mp4' },
  { codec: 'vp09.00.40.08', container: 'webm' },
  { codec: 'vp8', container: 'webm' },
] as const;

export type VideoChoice = (typeof CANDIDATES)[number];

export async function chooseVideoCodec(
  width: number,
  height: number,
  fps: number,
): Promise<VideoChoice | null> {
  if (typeof VideoEncoder === 'undefined') return null;
  for (const candidate of CANDIDATES) {
    try {
      const support = await VideoEncoder.isConfigSupported(
        encoderConfig(candidate, width, height, fps),
      );
      if (support.supported) return candidate;
    } catch {
      // A codec string this browser cannot even parse: try the next one.
    }
  }
  return null;
}

function encoderConfig(
  choice: VideoChoice,
  width: number,
  height: number,
  fps: number,
): VideoEncoderConfig {
  return {
    codec: choice.codec,
    width,
    height,
    framerate: fps,
    // About 0.1 bit per pixel and frame: a clinical photo stays sharp, the file stays small.
    bitrate: Math.round(width * height * fps * 0.1),
    ...(choice.container === 'mp4' ? { avc: { format: 'avc' as const } } : {}),
  };
}

/** Encodes frames one by one and muxes them; `finish` gives the file. */
export class VideoWriter {
  readonly #encoder: VideoEncoder;
  readonly #mux: {
    add: (chunk: EncodedVideoChunk, meta?: EncodedVideoChunkMetadata) => void;
    finish: () => ArrayBuffer;
  };
  #failure: Error | null = null;

  constructor(
    readonly choice: VideoChoice,
    width: number,
    height: number,
    private readonly fps: number,
  ) {
    if (choice.container === 'mp4') {
      const muxer = new Mp4Muxer({
        target: new Mp4Target(),
        video: { codec: 'avc', width, height, frameRate: fps },
        fastStart: 'in-memory',
      });
      this.#mux = {
        add: (chunk, meta) => muxer.addVideoChunk(chunk, meta),
        finish: () => {
          muxer.finalize();
          return muxer.target.buffer;
        },
      };
    } else {
      const muxer = new WebmMuxer({
        target: new WebmTarget(),
        video: { codec: choice.codec === 'vp8' ? 'V_VP8' : 'V_VP9', width, height, frameRate: fps },
      });
      this.#mux = {
        add: (chunk, meta) => muxer.addVideoChunk(chunk, meta),
        finish: () => {
          muxer.finalize();
          return muxer.target.buffer;
        },
      };
    }
    this.#encoder = new VideoEncoder({
      output: (chunk, meta) => this.#mux.add(chunk, meta),
      error: (error) => {
        this.#failure = error instanceof Error ? error : new Error(String(error));
      },
    });
    this.#encoder.configure(encoderConfig(choice, width, height, fps));
  }

  /** Encodes one frame; waits while the encoder has a backlog, so memory stays flat. */
  async add(source: CanvasImageSource, index: number): Promise<void> {
    if (this.#failure) throw this.#failure;
    while (this.#encoder.encodeQueueSize > 4) {
      await new Promise((resolve) =>
        this.#encoder.addEventListener('dequeue', resolve, { once: true }),
      );
    }
    const frameUs = 1_000_000 / this.fps;
    const frame = new VideoFrame(source, {
      timestamp: Math.round(index * frameUs),
      duration: Math.round(frameUs),
    });
    try {
      // A key frame every two seconds lets players seek.
      this.#encoder.encode(frame, { keyFrame: index % (this.fps * 2) === 0 });
    } finally {
      frame.close();
    }
  }

  async finish(): Promise<ArrayBuffer> {
    await this.#encoder.flush();
    if (this.#failure) throw this.#failure;
    this.#encoder.close();
    return this.#mux.finish();
  }
}
