import { applyPalette, GIFEncoder, quantize } from 'gifenc';

/** One frame of a GIF: RGBA pixels and how long it stays, in milliseconds. */
export interface GifFrame {
  readonly rgba: Uint8ClampedArray;
  readonly delayMs: number;
}

/**
 * A looping GIF from RGBA frames with gifenc. Each frame gets its own 256-colour palette: a
 * cross-fade passes through colours neither photo has, and one palette for all would band.
 */
export class GifWriter {
  readonly #encoder = GIFEncoder();

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {}

  add(frame: GifFrame): void {
    const palette = quantize(frame.rgba, 256, { format: 'rgb565' });
    const index = applyPalette(frame.rgba, palette, 'rgb565');
    this.#encoder.writeFrame(index, this.width, this.height, {
      palette,
      delay: frame.delayMs,
      repeat: 0,
    });
  }

  finish(): Uint8Array {
    this.#encoder.finish();
    return this.#encoder.bytes();
  }
}
