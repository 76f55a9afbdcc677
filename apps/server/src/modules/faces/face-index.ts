import type { FaceRegion } from '@photodossier/domain/face-record';
import { calibratedScore, prepareFaceVector } from '@photodossier/domain/face-similarity';
import { similarityToConfidence } from '@photodossier/domain/face-suggestions';
import { VectorMatrix } from './vector-matrix';

/** One stored embedding that may serve as a reference: its patient is active, so is its photo. */
export interface FaceReference {
  /** Stored vectors never change under an id (storing again makes a new row). */
  readonly embeddingId: string;
  readonly photoId: string;
  readonly patientId: string;
  /** The raw embedding as stored, prepared by the index; or already prepared. */
  readonly vector: ArrayLike<number>;
  readonly prepared?: boolean;
  readonly region: FaceRegion | null;
}

export interface FaceSearchOptions {
  /** Percent: matches whose rounded confidence is below it are left out. */
  readonly minConfidence: number;
  readonly maxSuggestions: number;
  readonly excludePhotoId?: string | undefined;
}

/** The best reference of one patient for a query. */
export interface FaceMatch {
  readonly patientId: string;
  /** Calibrated similarity 0-1. */
  readonly similarity: number;
  readonly confidence: number;
  readonly photoId: string;
  readonly region: FaceRegion | null;
}

/**
 * A search in two steps: the compact rows leave a few references open, whose stored vectors
 * the caller reads (from the database: the index keeps none) and hands to finish.
 */
export interface FaceSearchPlan {
  /** Embedding ids whose stored vectors finish() needs; often none, rarely more than a few. */
  readonly vectorsNeeded: readonly string[];
  /**
   * The exact scan's answer, given those vectors as stored (or as prepared, when `prepared`);
   * null when one is missing (deleted since: the caller reads the newer index and plans again).
   */
  finish(vectors: ReadonlyMap<string, ArrayLike<number>>, prepared?: boolean): FaceMatch[] | null;
}

/** A reference whose score may change the answer; its fields as they were when planned. */
interface Candidate {
  readonly slot: number;
  readonly embeddingId: string;
  readonly photoId: string;
  readonly region: FaceRegion | null;
  /** Calibrated, when already exact (lengths the kernel does not take). */
  readonly score: number | null;
}

/**
 * Widens a dot product's interval before calibrating it. calibratedScore rises with the dot
 * product except by a rounding (about 1e-16) where one straight line meets the next; over 1e-9
 * it rises by at least 1e-9 × its least slope (0.94), so C(x − 1e-9) ≤ C(d) ≤ C(x + 1e-9)
 * whenever x is d's bound.
 */
const CALIBRATION_SLACK = 1e-9;

/**
 * Dot product of the query with the row starting at `offset`. Four running sums let the CPU
 * overlap the additions instead of waiting on one chain: about twice the speed of one sum.
 */
function dotAt(matrix: Float32Array, offset: number, query: Float32Array): number {
  const length = query.length;
  const unrolled = length - (length % 4);
  let sum0 = 0;
  let sum1 = 0;
  let sum2 = 0;
  let sum3 = 0;
  let index = 0;
  for (; index < unrolled; index += 4) {
    sum0 += matrix[offset + index]! * query[index]!;
    sum1 += matrix[offset + index + 1]! * query[index + 1]!;
    sum2 += matrix[offset + index + 2]! * query[index + 2]!;
    sum3 += matrix[offset + index + 3]! * query[index + 3]!;
  }
  for (; index < length; index += 1) sum0 += matrix[offset + index]! * query[index]!;
  return sum0 + sum1 + sum2 + sum3;
}

/**
 * Scales the row in place to unit length, as prepareFaceVector does to a copy: the same sum in
 * the same order, so both give the same floats.
 */
function prepareRowInPlace(matrix: Float32Array, offset: number, dimension: number): void {
  let norm = 0;
  for (let index = offset; index < offset + dimension; index += 1) {
    norm += matrix[index]! * matrix[index]!;
  }
  norm = Math.sqrt(norm);
  if (norm === 0 || !Number.isFinite(norm)) {
    matrix.fill(0, offset, offset + dimension);
    return;
  }
  for (let index = offset; index < offset + dimension; index += 1) matrix[index]! /= norm;
}

/**
 * The rows of one vector length, prepared and laid end to end: compact in WebAssembly memory
 * for the SIMD kernel, or exact in a Float32Array for lengths the kernel does not take. A row
 * whose slot is NO_PATIENT is not served: deleted since, or staged and not yet committed.
 */
interface VectorGroup {
  readonly dimension: number;
  count: number;
  /** Without a kernel, every row of the capacity; with one, empty. */
  matrix: Float32Array;
  readonly kernel: VectorMatrix | null;
  patientSlots: Int32Array;
  readonly photoIds: string[];
  readonly regions: Array<FaceRegion | null>;
  readonly embeddingIds: string[];
}

const NO_PATIENT = -1;

/** Rows served stay at least this share of the rows held: below it, commit compacts in place. */
const MIN_LIVE_SHARE = 0.75;

// Strings, array slots and region objects per reference, beyond the vector itself.
const ESTIMATED_BYTES_PER_REFERENCE = 240;

type ReferenceFields = Pick<FaceReference, 'embeddingId' | 'photoId' | 'patientId' | 'region'>;

/** The references an index will serve, gathered while they are read. */
export interface FaceIndexUpdate {
  /**
   * Serves the reference (its patient, photo and region as given: a photo filed under another
   * patient moves with it) after apply; false when the index lacks its vector, to stage first.
   */
  serve(reference: ReferenceFields): boolean;
  readonly served: number;
  /** At once, what serve() named is served, and nothing else. */
  apply(): void;
}

/** The exact scan's answer among the candidates a plan kept (see FaceIndex.plan). */
function finishSearch(
  candidates: readonly Candidate[],
  patientIds: readonly string[],
  query: Float32Array,
  options: FaceSearchOptions,
  vectors: ReadonlyMap<string, ArrayLike<number>>,
  prepared: boolean,
): FaceMatch[] | null {
  const best = new Map<number, { score: number; candidate: Candidate }>();
  // In row order, as the scan: of equal scores the first row stays.
  for (const candidate of candidates) {
    let score = candidate.score;
    if (score === null) {
      const stored = vectors.get(candidate.embeddingId);
      if (!stored || stored.length !== query.length) return null;
      const vector = !prepared
        ? prepareFaceVector(stored)
        : stored instanceof Float32Array
          ? stored
          : Float32Array.from(stored);
      score = calibratedScore(dotAt(vector, 0, query));
    }
    const held = best.get(candidate.slot);
    if (!held || score > held.score) best.set(candidate.slot, { score, candidate });
  }
  const matches: FaceMatch[] = [];
  for (const [slot, { score: similarity, candidate }] of best) {
    const confidence = similarityToConfidence(similarity);
    if (confidence < options.minConfidence) continue;
    matches.push({
      patientId: patientIds[slot]!,
      similarity,
      confidence,
      photoId: candidate.photoId,
      region: candidate.region,
    });
  }
  matches.sort(
    (left, right) =>
      right.similarity - left.similarity || left.patientId.localeCompare(right.patientId),
  );
  return matches.slice(0, options.maxSuggestions);
}

function sameRegion(left: FaceRegion | null, right: FaceRegion | null): boolean {
  if (left === null || right === null) return left === right;
  return left.x === right.x && left.y === right.y && left.w === right.w && left.h === right.h;
}

/**
 * The exact face matcher of one user (decision 0018): every reference is scored against the
 * query with one dot product over prepared vectors, and each patient keeps its best reference.
 * Vectors of another length than the query's are in another group and never scored (0). The
 * rows are held in 16 bits, half the memory of float32; the few scores they leave open are
 * computed again from the float32 vectors, so answers and scores are the exact scan's (0059).
 *
 * One copy per user, updated in place (decision 0059): a cold build adds rows as they are read
 * (0027); later, new vectors are staged while they are read (not served), then one synchronous
 * commit says which references are served. A search, being synchronous too, sees the index
 * before or after a commit, never half of one.
 */
export class FaceIndex {
  readonly #expected: number;
  /** Prepared float32 vectors by embedding id, for search(); null in the server (plan/finish). */
  readonly #kept: Map<string, Float32Array> | null;
  readonly #groups = new Map<number, VectorGroup>();
  readonly #rowsById = new Map<string, { group: VectorGroup; row: number }>();
  #patientSlots = new Map<string, number>();
  #patientIds: string[] = [];
  #live = 0;

  /**
   * `expected`: the first vector length gets room for this many rows at once. `keepVectors`:
   * keep each float32 vector too (twice the compact rows), so search() needs no database.
   */
  constructor(expected = 0, { keepVectors = false }: { keepVectors?: boolean } = {}) {
    this.#expected = Math.max(1, expected);
    this.#kept = keepVectors ? new Map() : null;
  }

  /** An index that keeps its vectors: search() answers on its own (tests, benchmarks). */
  static build(references: readonly FaceReference[]): FaceIndex {
    const index = new FaceIndex(references.length, { keepVectors: true });
    for (const reference of references) {
      index.add(reference, reference.vector, reference.prepared ?? false);
    }
    return index;
  }

  /** Adds a reference, served at once: for an index nobody searches yet. */
  add(reference: ReferenceFields, vector: ArrayLike<number>, prepared: boolean): void {
    const place = this.#append(reference, vector, prepared);
    if (!place) return;
    place.group.patientSlots[place.row] = this.#slotOf(reference.patientId);
    this.#live += 1;
  }

  /**
   * Adds a reference's vector without serving it until a commit names it: a search running
   * meanwhile still answers from the references of the last commit.
   */
  stage(reference: ReferenceFields, vector: ArrayLike<number>, prepared: boolean): void {
    this.#append(reference, vector, prepared);
  }

  /** Whether this index holds the embedding's vector, served or not (vectors never change). */
  holds(embeddingId: string): boolean {
    return this.#rowsById.has(embeddingId);
  }

  /**
   * Starts gathering the references to serve next, as they are read; searches are unaffected
   * until apply(). One update at a time (the cache runs one load per user).
   */
  update(): FaceIndexUpdate {
    const slots = new Map<VectorGroup, Int32Array>();
    const patientSlots = new Map<string, number>();
    const patientIds: string[] = [];
    // Rows whose photo or region changed: few, so the rest allocates nothing that outlives a page.
    const moved: Array<{ place: { group: VectorGroup; row: number } } & ReferenceFields> = [];
    let served = 0;
    const nextSlots = (group: VectorGroup, rows: number): Int32Array => {
      let next = slots.get(group);
      if (!next || next.length < rows) {
        const grown = new Int32Array(Math.max(rows, group.patientSlots.length)).fill(NO_PATIENT);
        if (next) grown.set(next);
        next = grown;
        slots.set(group, next);
      }
      return next;
    };
    return {
      serve: (reference) => {
        const place = this.#rowsById.get(reference.embeddingId);
        if (!place) return false;
        const { group, row } = place;
        const next = nextSlots(group, row + 1);
        if (next[row] !== NO_PATIENT) return true;
        let slot = patientSlots.get(reference.patientId);
        if (slot === undefined) {
          slot = patientIds.length;
          patientSlots.set(reference.patientId, slot);
          patientIds.push(reference.patientId);
        }
        next[row] = slot;
        served += 1;
        if (
          group.photoIds[row] !== reference.photoId ||
          !sameRegion(group.regions[row] ?? null, reference.region)
        ) {
          moved.push({ ...reference, place });
        }
        return true;
      },
      get served() {
        return served;
      },
      apply: () => {
        for (const group of this.#groups.values()) {
          group.patientSlots = nextSlots(group, group.count);
        }
        for (const { place, photoId, region } of moved) {
          place.group.photoIds[place.row] = photoId;
          place.group.regions[place.row] = region;
        }
        this.#patientSlots = patientSlots;
        this.#patientIds = patientIds;
        this.#live = served;
        if (this.#live < this.#held * MIN_LIVE_SHARE) this.#compact();
      },
    };
  }

  /** Serves exactly these references from now on (those whose vector this index holds). */
  commit(references: Iterable<ReferenceFields>): void {
    const update = this.update();
    for (const reference of references) update.serve(reference);
    update.apply();
  }

  /** References served. */
  get size(): number {
    return this.#live;
  }

  /** Approximate memory held, for the cache's bound. */
  get byteSize(): number {
    let bytes = 0;
    for (const group of this.#groups.values()) {
      // The whole buffer counts: a view over a larger allocation still holds all of it.
      const matrixBytes = group.kernel ? group.kernel.byteSize : group.matrix.buffer.byteLength;
      bytes += matrixBytes + group.count * ESTIMATED_BYTES_PER_REFERENCE;
    }
    for (const vector of this.#kept?.values() ?? []) bytes += vector.byteLength;
    return bytes;
  }

  /**
   * Patients best first (ties by patient id), at most maxSuggestions of them: what the exact
   * scan gives, from the vectors this index keeps (FaceIndex.build's default).
   */
  search(embedding: ArrayLike<number>, options: FaceSearchOptions): FaceMatch[] {
    const plan = this.plan(embedding, options);
    const kept = this.#kept;
    if (!kept && plan.vectorsNeeded.length > 0) {
      throw new Error('This index keeps no vectors: read plan().vectorsNeeded and finish()');
    }
    const matches = plan.finish(kept ?? new Map(), true);
    if (!matches) throw new Error('A kept vector is missing');
    return matches;
  }

  /**
   * Scores every reference on the compact rows, each exact calibrated score C within a known
   * interval [low, high], then names the few stored vectors whose exact score could still change
   * the answer; finish() scores them exactly. Left out, soundly:
   * - a row whose high rounds below minConfidence: a patient whose best row it were would not
   *   qualify, and a patient that qualifies has a better row;
   * - a patient whose high is below the maxSuggestions-th highest low among patients certain to
   *   qualify: that many patients score strictly above it whatever the ties by id;
   * - a row whose high is below its patient's highest low: it is neither the best nor tied.
   * What is left is scored exactly in row order, so of equal scores the first row stays.
   */
  plan(embedding: ArrayLike<number>, options: FaceSearchOptions): FaceSearchPlan {
    const group = this.#groups.get(embedding.length);
    if (!group) return { vectorsNeeded: [], finish: () => [] };
    const query = prepareFaceVector(embedding);
    const { dimension, count, matrix, kernel, patientSlots, photoIds } = group;
    const scored = kernel ? kernel.score(query, count) : null;
    const { minConfidence, maxSuggestions } = options;
    // Below it no score rounds to minConfidence: skips the rounding for almost every row.
    const floor = (minConfidence - 0.5) / 100 - CALIBRATION_SLACK;
    const excluded = options.excludePhotoId;
    // Rows whose score may reach the threshold, in row order, with their calibrated interval.
    const rows: number[] = [];
    const lows: number[] = [];
    const highs: number[] = [];
    for (let row = 0, offset = 0; row < count; row += 1, offset += dimension) {
      const slot = patientSlots[row]!;
      // A photo's replaced embedding may still be held beside the new one: both are left out.
      if (slot === NO_PATIENT || (excluded !== undefined && photoIds[row] === excluded)) continue;
      let low: number;
      let high: number;
      if (scored) {
        const dot = scored.dots[row]!;
        const bound = scored.bounds[row]!;
        high = calibratedScore(dot + bound + CALIBRATION_SLACK);
        if (high < floor || similarityToConfidence(high) < minConfidence) continue;
        low = calibratedScore(dot - bound - CALIBRATION_SLACK);
      } else {
        low = high = calibratedScore(dotAt(matrix, offset, query));
        if (high < floor || similarityToConfidence(high) < minConfidence) continue;
      }
      rows.push(row);
      lows.push(low);
      highs.push(high);
    }
    const patients = this.#patientIds.length;
    const patientLow = new Float64Array(patients).fill(-1);
    const patientHigh = new Float64Array(patients).fill(-1);
    rows.forEach((row, at) => {
      const slot = patientSlots[row]!;
      patientLow[slot] = Math.max(patientLow[slot]!, lows[at]!);
      patientHigh[slot] = Math.max(patientHigh[slot]!, highs[at]!);
    });
    // maxSuggestions patients certain to qualify: whoever stays below the lowest of them is out.
    const certain: number[] = [];
    for (let slot = 0; slot < patients; slot += 1) {
      const low = patientLow[slot]!;
      if (low >= 0 && similarityToConfidence(low) >= minConfidence) certain.push(low);
    }
    certain.sort((left, right) => right - left);
    const cut = certain.length >= maxSuggestions ? certain[maxSuggestions - 1]! : -1;
    const candidates: Candidate[] = [];
    rows.forEach((row, at) => {
      const slot = patientSlots[row]!;
      // Below its patient's certain score, a row is neither the best nor tied with it.
      if (patientHigh[slot]! < cut || highs[at]! < patientLow[slot]!) return;
      candidates.push({
        slot,
        embeddingId: group.embeddingIds[row]!,
        photoId: photoIds[row]!,
        region: group.regions[row] ?? null,
        score: scored ? null : lows[at]!,
      });
    });
    const patientIds = this.#patientIds;
    return {
      vectorsNeeded: candidates.flatMap((item) => (item.score === null ? [item.embeddingId] : [])),
      finish: (vectors, prepared = false) =>
        finishSearch(candidates, patientIds, query, options, vectors, prepared),
    };
  }

  get #held(): number {
    return this.#rowsById.size;
  }

  #slotOf(patientId: string): number {
    let slot = this.#patientSlots.get(patientId);
    if (slot === undefined) {
      slot = this.#patientIds.length;
      this.#patientSlots.set(patientId, slot);
      this.#patientIds.push(patientId);
    }
    return slot;
  }

  /** Writes the vector, prepared, after the group's last row; not served yet. */
  #append(
    reference: ReferenceFields,
    vector: ArrayLike<number>,
    prepared: boolean,
  ): { group: VectorGroup; row: number } | null {
    const dimension = vector.length;
    if (dimension === 0 || this.#rowsById.has(reference.embeddingId)) return null;
    const group = this.#groupOf(dimension);
    const row = group.count;
    this.#ensureRows(group, row + 1);
    if (group.kernel) {
      group.kernel.write(row, vector, prepared);
    } else {
      const offset = row * dimension;
      group.matrix.set(vector, offset);
      if (!prepared) prepareRowInPlace(group.matrix, offset, dimension);
    }
    this.#kept?.set(
      reference.embeddingId,
      prepared ? Float32Array.from(vector) : prepareFaceVector(vector),
    );
    group.patientSlots[row] = NO_PATIENT;
    group.photoIds[row] = reference.photoId;
    group.regions[row] = reference.region;
    group.embeddingIds[row] = reference.embeddingId;
    group.count += 1;
    const place = { group, row };
    this.#rowsById.set(reference.embeddingId, place);
    return place;
  }

  #groupOf(dimension: number): VectorGroup {
    let group = this.#groups.get(dimension);
    if (!group) {
      const rows = this.#groups.size === 0 ? this.#expected : 16;
      const kernel = VectorMatrix.supports(dimension) ? new VectorMatrix(dimension, rows) : null;
      group = {
        dimension,
        count: 0,
        matrix: new Float32Array(kernel ? 0 : rows * dimension),
        kernel,
        patientSlots: new Int32Array(rows),
        photoIds: [],
        regions: [],
        embeddingIds: [],
      };
      this.#groups.set(dimension, group);
    }
    return group;
  }

  /**
   * Room for `rows` rows. The kernel's memory grows in place; a plain Float32Array (odd lengths
   * only, never the model's 1,024) is copied into a larger one.
   */
  #ensureRows(group: VectorGroup, rows: number): void {
    const { dimension } = group;
    if (group.kernel) {
      group.kernel.ensureCapacity(rows);
    } else if (rows * dimension > group.matrix.length) {
      const grown = new Float32Array(
        Math.max(rows, (group.matrix.length / dimension) * 2) * dimension,
      );
      grown.set(group.matrix);
      group.matrix = grown;
    }
    if (rows > group.patientSlots.length) {
      const grown = new Int32Array(Math.max(rows, group.patientSlots.length * 2));
      grown.set(group.patientSlots);
      group.patientSlots = grown;
    }
  }

  /**
   * Moves the served rows down over the others, within the same memory, so deleted and
   * uncommitted rows neither take scoring time nor hold a second copy of anything.
   */
  #compact(): void {
    this.#rowsById.clear();
    for (const group of this.#groups.values()) {
      const { dimension, matrix, kernel, patientSlots, photoIds, regions, embeddingIds } = group;
      let kept = 0;
      for (let row = 0; row < group.count; row += 1) {
        if (patientSlots[row] === NO_PATIENT) {
          this.#kept?.delete(embeddingIds[row]!);
          continue;
        }
        if (kept !== row) {
          if (kernel) kernel.move(row, kept);
          else matrix.copyWithin(kept * dimension, row * dimension, (row + 1) * dimension);
          patientSlots[kept] = patientSlots[row]!;
          photoIds[kept] = photoIds[row]!;
          regions[kept] = regions[row] ?? null;
          embeddingIds[kept] = embeddingIds[row]!;
        }
        this.#rowsById.set(embeddingIds[kept]!, { group, row: kept });
        kept += 1;
      }
      group.count = kept;
      photoIds.length = kept;
      regions.length = kept;
      embeddingIds.length = kept;
    }
  }
}
