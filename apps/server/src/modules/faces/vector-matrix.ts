/**
 * dot-kernel.wat compiled (test/sqlite-only/vector-matrix.test.ts compiles the source again and
 * compares): WebAssembly SIMD rounds rows and queries to 16-bit integers, then multiplies them
 * eight products per instruction, summed exactly in 64-bit integers, two rows per pass.
 */
const DOT_KERNEL_BASE64 =
  'AGFzbQEAAAABFgNgBX9/f39/AGACf38BfWAEf39/fQACDwEDZW52Bm1lbW9yeQIAAQMFBAABAgAHIgMHbGFyZ2VzdAABCHF1YW50aXplAAIJc2NvcmVSb3dzAAMK4wMEpAECAn8EeyAAIAJBAXRqIQUgAyEGAkADQCAAIAVPDQEgBv0ABAAhByAA/QAEACAH/boBIQggCSAI/ccBIAj9yAH9zgH9zgEhCSAB/QAEACAH/boBIQggCiAI/ccBIAj9yAH9zgH9zgEhCiAAQRBqIQAgAUEQaiEBIAZBEGohBgwACwsgBCAJ/R0AIAn9HQF8uTkDACAEIAr9HQAgCv0dAXy5OQMIC4cBAgF/AXsgACABQQJ0aiECAkADQCAAIAJPDQEgAyAA/QAEAP0M////f////3////9/////f/1O/bkBIQMgAEEQaiEADAALCyADIAMgA/0NCAkKCwwNDg8AAQIDBAUGB/25ASEDIAMgAyAD/Q0EBQYHAAECAwQFBgcAAQID/bkBIQMgA/0bAL4LXAIBfwF7IAP9EyEFIAAgAkECdGohBAJAA0AgACAETw0BIAEgAP0ABAAgBf3mAf1q/fgBIAD9AAQQIAX95gH9av34Af2FAf0LBAAgAEEgaiEAIAFBEGohAQwACwsLVQEBfyACQQF0IQUCQANAIAFBAkkNASAAIAAgBWogAiADIAQQACAAIAVBAXRqIQAgBEEQaiEEIAFBAmshAQwACwsgAUEBRgRAIAAgACACIAMgBBAACws=';

const PAGE_BYTES = 65_536;
const FLOAT_BYTES = 4;
const ELEMENT_BYTES = 2;
const SCORE_BYTES = 8;
const GROWTH = 1.125;
/** Symmetric, so a product pair never reaches the 32-bit lane's limit (2 × 32,767² < 2³¹). */
const LEVELS = 32_767;
/**
 * Each value is rounded to within this many steps: half a step, plus the float32 product's
 * rounding before it (at most 32,767 × 2⁻²³ < 0.004 of a step), with room to spare.
 */
const ROUNDING_STEPS = 0.51;
/** A prepared vector is unit length within float32 roundings (2⁻²⁴ each), far under this. */
const UNIT_LENGTH = 1 + 1e-6;
/**
 * Covers every rounding of the doubles around the integer sum, and of the exact scan's own sum
 * (under 1e-12 for 1,024 products of unit vectors), many times over.
 */
const ARITHMETIC_SLACK = 1e-9;

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
type Largest = (source: number, dim: number) => number;
type Quantize = (source: number, target: number, dim: number, scale: number) => void;

function euclidean(values: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) sum += values[index]! * values[index]!;
  return Math.sqrt(sum);
}

/** Compact scores of the first rows against a query, each within its bound of the exact dot. */
export interface CompactScores {
  readonly dots: Float64Array;
  readonly bounds: Float64Array;
}

/**
 * Prepared vectors of one length, each rounded to 16-bit steps of its own largest magnitude and
 * laid end to end in WebAssembly memory (half the bytes of float32), where the kernel scores
 * them all against a query in one call. Scores are approximate, each with a rigorous bound of
 * its distance to the exact dot product the JavaScript scan computes: the caller re-scores the
 * few rows the bound leaves open (decision 0059). Behind the rows sit the query, one score per
 * row (and one spare, for an odd row count) and one float32 vector being rounded. Growing moves
 * nothing: the memory extends in place.
 */
export class VectorMatrix {
  readonly dimension: number;
  readonly #memory: WasmMemory;
  readonly #scoreRows: ScoreRows;
  readonly #largest: Largest;
  readonly #quantize: Quantize;
  /** Element by element, views of WebAssembly memory are about 4 times slower than this. */
  readonly #prepared: Float32Array;
  #capacity: number;
  /**
   * Per row: the rounding step, the row's length, and a bound on the length of what the
   * rounding lost.
   */
  #steps: Float64Array;
  #lengths: Float64Array;
  #losses: Float64Array;
  #bounds: Float64Array;

  /** The kernel reads eight values at a time: other lengths stay with the JavaScript scan. */
  static supports(dimension: number): boolean {
    return dimension > 0 && dimension % 8 === 0;
  }

  constructor(dimension: number, capacity: number) {
    if (!VectorMatrix.supports(dimension)) throw new RangeError(`Unsupported length ${dimension}`);
    this.dimension = dimension;
    this.#capacity = Math.max(1, capacity);
    this.#memory = new wasm.Memory({ initial: this.#pagesFor(this.#capacity) });
    const { exports } = new wasm.Instance(dotKernel(), { env: { memory: this.#memory } });
    this.#scoreRows = exports.scoreRows as ScoreRows;
    this.#largest = exports.largest as Largest;
    this.#quantize = exports.quantize as Quantize;
    this.#prepared = new Float32Array(dimension);
    this.#steps = new Float64Array(this.#capacity);
    this.#lengths = new Float64Array(this.#capacity);
    this.#losses = new Float64Array(this.#capacity);
    this.#bounds = new Float64Array(this.#capacity);
  }

  get byteSize(): number {
    return this.#memory.buffer.byteLength + this.#capacity * 4 * SCORE_BYTES;
  }

  /**
   * Grows by an eighth, not by doubling: growing in place costs no copy, and the cache counts
   * the whole memory, so doubling 100,000 rows for one more would count 200 MiB never used.
   */
  ensureCapacity(rows: number): void {
    if (rows <= this.#capacity) return;
    const capacity = Math.max(rows, Math.ceil(this.#capacity * GROWTH));
    this.#memory.grow(this.#pagesFor(capacity) - this.#memory.buffer.byteLength / PAGE_BYTES);
    this.#capacity = capacity;
    const grow = (values: Float64Array) => {
      const grown = new Float64Array(capacity);
      grown.set(values);
      return grown;
    };
    this.#steps = grow(this.#steps);
    this.#lengths = grow(this.#lengths);
    this.#losses = grow(this.#losses);
    this.#bounds = new Float64Array(capacity);
  }

  /**
   * Stores the row as prepareFaceVector prepares the vector (the same floats: the same sum in
   * the same order, then each float divided), unless it is prepared already.
   */
  write(row: number, vector: ArrayLike<number>, prepared: boolean): void {
    const values = this.#prepared;
    values.set(vector);
    let length = UNIT_LENGTH;
    if (prepared) {
      length = euclidean(values);
    } else {
      const norm = euclidean(values);
      if (norm === 0 || !Number.isFinite(norm)) values.fill(0);
      else for (let index = 0; index < values.length; index += 1) values[index]! /= norm;
    }
    const { step, lost } = this.#round(values, row * this.dimension * ELEMENT_BYTES, length);
    this.#steps[row] = step;
    this.#lengths[row] = step === 0 ? 0 : length;
    this.#losses[row] = lost;
  }

  /** Copies row `from` over row `to` (compaction). */
  move(from: number, to: number): void {
    const { dimension } = this;
    new Int16Array(this.#memory.buffer, 0, this.#capacity * dimension).copyWithin(
      to * dimension,
      from * dimension,
      (from + 1) * dimension,
    );
    this.#steps[to] = this.#steps[from]!;
    this.#lengths[to] = this.#lengths[from]!;
    this.#losses[to] = this.#losses[from]!;
  }

  /**
   * The prepared query against each of the first `count` rows: dots[row] is within bounds[row]
   * of the dot product the JavaScript scan computes with the row's float32 values. With q and x
   * the query and the row, q' and x' their roundings:
   * |q·x − q'·x'| = |q·(x − x') + (q − q')·x'| ≤ |q|·|x − x'| + |q − q'|·(|x| + |x − x'|).
   * Views valid until the next call or growth.
   */
  score(query: Float32Array, count: number): CompactScores {
    const queryOffset = this.#rowsBytes;
    const scoresOffset = queryOffset + this.dimension * ELEMENT_BYTES;
    const queryLength = euclidean(query);
    const { step: queryStep, lost: queryLost } = this.#round(query, queryOffset, queryLength);
    this.#scoreRows(0, count, this.dimension, queryOffset, scoresOffset);
    const dots = new Float64Array(this.#memory.buffer, scoresOffset, count);
    const bounds = this.#bounds;
    const steps = this.#steps;
    const lengths = this.#lengths;
    const losses = this.#losses;
    for (let row = 0; row < count; row += 1) {
      dots[row] = dots[row]! * steps[row]! * queryStep;
      const rowLength = lengths[row]!;
      const lost = losses[row]!;
      bounds[row] =
        queryLength * lost +
        queryLost * (rowLength + lost) +
        ARITHMETIC_SLACK * (1 + queryLength * rowLength);
    }
    return { dots, bounds };
  }

  get #rowsBytes(): number {
    return this.#capacity * this.dimension * ELEMENT_BYTES;
  }

  /**
   * Rounds the float32 values (of Euclidean length at most `length`) to LEVELS steps of their
   * largest magnitude, written as 16-bit integers at `target`. Returns the step and a bound on
   * the length of what the rounding lost. Zeros, NaN and infinities give zeros: a row of them
   * scores exactly 0, or not a number, which calibrates to 0 too.
   */
  #round(values: Float32Array, target: number, length: number): { step: number; lost: number } {
    const { dimension } = this;
    const source = this.#scratchOffset;
    new Float32Array(this.#memory.buffer, source, dimension).set(values);
    const largest = this.#largest(source, dimension);
    const scale = Math.fround(LEVELS / largest);
    if (largest === 0 || !Number.isFinite(largest) || !Number.isFinite(scale)) {
      new Int16Array(this.#memory.buffer, target, dimension).fill(0);
      // Not finite: the score is not a number whatever the bound; subnormal: all of it lost.
      return { step: 0, lost: Number.isFinite(largest) ? length : 0 };
    }
    this.#quantize(source, target, dimension, scale);
    const step = largest / LEVELS;
    return { step, lost: ROUNDING_STEPS * step * Math.sqrt(dimension) };
  }

  get #scratchOffset(): number {
    return this.#rowsBytes + this.dimension * ELEMENT_BYTES + (this.#capacity + 1) * SCORE_BYTES;
  }

  #pagesFor(capacity: number): number {
    const bytes =
      capacity * this.dimension * ELEMENT_BYTES +
      this.dimension * ELEMENT_BYTES +
      (capacity + 1) * SCORE_BYTES +
      this.dimension * FLOAT_BYTES;
    return Math.ceil(bytes / PAGE_BYTES);
  }
}
