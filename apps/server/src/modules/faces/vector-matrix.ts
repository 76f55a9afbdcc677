/**
 * dot-kernel.wat compiled (test/sqlite-only/vector-matrix.test.ts compiles the source again and
 * compares): WebAssembly SIMD scores two rows per pass, converting each float to a double and
 * keeping four running sums by index modulo 4, added in the order dotAt adds them, so every
 * score is the very double the JavaScript scan computes.
 */
const DOT_KERNEL_BASE64 =
  'AGFzbQEAAAABCQFgBX9/f39/AAIPAQNlbnYGbWVtb3J5AgABAwMCAAAHDQEJc2NvcmVSb3dzAAEK6QICkAICAn8IeyAAIAJBAnRqIQUgAyEGAkADQCAAIAVPDQEgBv0ABAAhCyAL/V8hDCALIAv9DQgJCgsMDQ4PAAECAwQFBgf9XyENIAD9AAQAIQ4gByAO/V8gDP3yAf3wASEHIAggDiAO/Q0ICQoLDA0ODwABAgMEBQYH/V8gDf3yAf3wASEIIAH9AAQAIQ4gCSAO/V8gDP3yAf3wASEJIAogDiAO/Q0ICQoLDA0ODwABAgMEBQYH/V8gDf3yAf3wASEKIABBEGohACABQRBqIQEgBkEQaiEGDAALCyAEIAf9IQAgB/0hAaAgCP0hAKAgCP0hAaA5AwAgBCAJ/SEAIAn9IQGgIAr9IQCgIAr9IQGgOQMIC1UBAX8gAkECdCEFAkADQCABQQJJDQEgACAAIAVqIAIgAyAEEAAgACAFQQF0aiEAIARBEGohBCABQQJrIQEMAAsLIAFBAUYEQCAAIAAgAiADIAQQAAsL';

const PAGE_BYTES = 65_536;
const FLOAT_BYTES = 4;
const SCORE_BYTES = 8;
const GROWTH = 1.125;

// The server's TypeScript libraries have no WebAssembly types (they come with the DOM's); these
// are the few members used here, as Node provides them.
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Memory: new (descriptor: { initial: number }) => WasmMemory;
  Instance: new (
    module: object,
    imports: { env: { memory: WasmMemory } },
  ) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

let kernelModule: object | null = null;

function dotKernel(): object {
  kernelModule ??= new wasm.Module(Buffer.from(DOT_KERNEL_BASE64, 'base64'));
  return kernelModule;
}

type ScoreRows = (matrix: number, rows: number, dim: number, query: number, out: number) => void;

/**
 * Prepared vectors of one length laid end to end in WebAssembly memory, where the kernel scores
 * them all against a query in one call: about three times the JavaScript scan's speed. Behind
 * the rows sit the query and one score per row (and one spare, for an odd row count). Growing
 * moves nothing: the memory extends in place, and only views taken before a growth go stale.
 */
export class VectorMatrix {
  readonly dimension: number;
  readonly #memory: WasmMemory;
  readonly #scoreRows: ScoreRows;
  #capacity: number;
  #view: Float32Array;

  /** The kernel reads four floats at a time: other lengths stay with the JavaScript scan. */
  static supports(dimension: number): boolean {
    return dimension > 0 && dimension % 4 === 0;
  }

  constructor(dimension: number, capacity: number) {
    if (!VectorMatrix.supports(dimension)) throw new RangeError(`Unsupported length ${dimension}`);
    this.dimension = dimension;
    this.#capacity = Math.max(1, capacity);
    this.#memory = new wasm.Memory({ initial: this.#pagesFor(this.#capacity) });
    const instance = new wasm.Instance(dotKernel(), { env: { memory: this.#memory } });
    this.#scoreRows = instance.exports.scoreRows as ScoreRows;
    this.#view = this.#rowsView();
  }

  /** Every row of the capacity; valid until the next ensureCapacity that grows. */
  get rows(): Float32Array {
    return this.#view;
  }

  get byteSize(): number {
    return this.#memory.buffer.byteLength;
  }

  /**
   * Grows by an eighth, not by doubling: growing in place costs no copy, and the cache counts
   * the whole memory, so doubling 100,000 rows for one more would count 400 MiB never used.
   */
  ensureCapacity(rows: number): void {
    if (rows <= this.#capacity) return;
    const capacity = Math.max(rows, Math.ceil(this.#capacity * GROWTH));
    this.#memory.grow(this.#pagesFor(capacity) - this.#memory.buffer.byteLength / PAGE_BYTES);
    this.#capacity = capacity;
    this.#view = this.#rowsView();
  }

  /** The dot product of the prepared query with each of the first `count` rows. */
  scoreAll(query: Float32Array, count: number): Float64Array {
    const queryOffset = this.#capacity * this.dimension * FLOAT_BYTES;
    const scoresOffset = queryOffset + this.dimension * FLOAT_BYTES;
    new Float32Array(this.#memory.buffer, queryOffset, this.dimension).set(query);
    this.#scoreRows(0, count, this.dimension, queryOffset, scoresOffset);
    return new Float64Array(this.#memory.buffer, scoresOffset, count);
  }

  #rowsView(): Float32Array {
    return new Float32Array(this.#memory.buffer, 0, this.#capacity * this.dimension);
  }

  #pagesFor(capacity: number): number {
    const bytes =
      capacity * this.dimension * FLOAT_BYTES +
      this.dimension * FLOAT_BYTES +
      (capacity + 1) * SCORE_BYTES;
    return Math.ceil(bytes / PAGE_BYTES);
  }
}
