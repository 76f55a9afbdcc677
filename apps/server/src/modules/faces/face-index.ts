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

/** The references of one vector length, prepared and laid end to end in one Float32Array. */
interface VectorGroup {
  readonly dimension: number;
  readonly count: number;
  readonly matrix: Float32Array;
  /** The same rows in WebAssembly memory, scored by the SIMD kernel; null for odd lengths. */
  readonly kernel: VectorMatrix | null;
  readonly patientSlots: Int32Array;
  readonly photoIds: readonly string[];
  readonly regions: ReadonlyArray<FaceRegion | null>;
}

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

/** A group of one vector length while it fills: rows are written straight into the matrix. */
interface GrowingGroup {
  matrix: Float32Array;
  kernel: VectorMatrix | null;
  count: number;
  slots: number[];
  photoIds: string[];
  regions: Array<FaceRegion | null>;
  embeddingIds: string[];
}

/**
 * Lays references end to end while they are read, so a cold build of 100,000 vectors holds
 * the matrix and one page of rows, never a copy of every vector (decision 0027). The first
 * vector length gets room for `expected` rows at once; another length grows by doubling.
 */
export class FaceIndexBuilder {
  readonly #expected: number;
  readonly #groups = new Map<number, GrowingGroup>();
  readonly #patientSlots = new Map<string, number>();

  constructor(expected: number) {
    this.#expected = Math.max(1, expected);
  }

  add(
    reference: Pick<FaceReference, 'embeddingId' | 'photoId' | 'patientId' | 'region'>,
    vector: ArrayLike<number>,
    prepared: boolean,
  ): void {
    const dimension = vector.length;
    if (dimension === 0) return;
    let group = this.#groups.get(dimension);
    if (!group) {
      const rows = this.#groups.size === 0 ? this.#expected : 16;
      const kernel = VectorMatrix.supports(dimension) ? new VectorMatrix(dimension, rows) : null;
      group = {
        matrix: kernel ? kernel.rows : new Float32Array(rows * dimension),
        kernel,
        count: 0,
        slots: [],
        photoIds: [],
        regions: [],
        embeddingIds: [],
      };
      this.#groups.set(dimension, group);
    }
    if ((group.count + 1) * dimension > group.matrix.length) {
      if (group.kernel) {
        group.kernel.ensureCapacity(group.count + 1);
        group.matrix = group.kernel.rows;
      } else {
        const grown = new Float32Array(group.matrix.length * 2);
        grown.set(group.matrix);
        group.matrix = grown;
      }
    }
    const offset = group.count * dimension;
    group.matrix.set(vector, offset);
    if (!prepared) prepareRowInPlace(group.matrix, offset, dimension);
    let slot = this.#patientSlots.get(reference.patientId);
    if (slot === undefined) {
      slot = this.#patientSlots.size;
      this.#patientSlots.set(reference.patientId, slot);
    }
    group.slots.push(slot);
    group.photoIds.push(reference.photoId);
    group.regions.push(reference.region);
    group.embeddingIds.push(reference.embeddingId);
    group.count += 1;
  }

  build(): FaceIndex {
    const groups = new Map<number, VectorGroup>();
    const rowsById = new Map<string, { group: VectorGroup; row: number }>();
    for (const [dimension, growing] of this.#groups) {
      const group: VectorGroup = {
        dimension,
        count: growing.count,
        // A view, not a copy: copying would hold the matrix twice for a moment.
        matrix: growing.matrix.subarray(0, growing.count * dimension),
        kernel: growing.kernel,
        patientSlots: Int32Array.from(growing.slots),
        photoIds: growing.photoIds,
        regions: growing.regions,
      };
      groups.set(dimension, group);
      growing.embeddingIds.forEach((id, row) => rowsById.set(id, { group, row }));
    }
    return FaceIndex.fromParts(groups, [...this.#patientSlots.keys()], rowsById);
  }
}

// Strings, array slots and region objects per reference, beyond the vector itself.
const ESTIMATED_BYTES_PER_REFERENCE = 240;

/**
 * The exact face matcher of one user (decision 0018): every reference is scored against the
 * query with one dot product over prepared vectors, and each patient keeps its best reference.
 * Vectors of another length than the query's are in another group and never scored (0).
 */
export class FaceIndex {
  readonly #groups: ReadonlyMap<number, VectorGroup>;
  readonly #patientIds: readonly string[];
  readonly #rowsById: ReadonlyMap<string, { group: VectorGroup; row: number }>;
  /** Approximate memory held, for the cache's bound. */
  readonly byteSize: number;

  private constructor(
    groups: Map<number, VectorGroup>,
    patientIds: readonly string[],
    rowsById: Map<string, { group: VectorGroup; row: number }>,
  ) {
    this.#groups = groups;
    this.#patientIds = patientIds;
    this.#rowsById = rowsById;
    let bytes = 0;
    for (const group of groups.values()) {
      // The whole buffer counts: a view over a larger allocation still holds all of it.
      const matrixBytes = group.kernel ? group.kernel.byteSize : group.matrix.buffer.byteLength;
      bytes += matrixBytes + group.count * ESTIMATED_BYTES_PER_REFERENCE;
    }
    this.byteSize = bytes;
  }

  static build(references: readonly FaceReference[]): FaceIndex {
    const builder = new FaceIndexBuilder(references.length);
    for (const reference of references) {
      builder.add(reference, reference.vector, reference.prepared ?? false);
    }
    return builder.build();
  }

  /** @internal The builder's result. */
  static fromParts(
    groups: Map<number, VectorGroup>,
    patientIds: readonly string[],
    rowsById: Map<string, { group: VectorGroup; row: number }>,
  ): FaceIndex {
    return new FaceIndex(groups, patientIds, rowsById);
  }

  /**
   * The prepared vector of a stored embedding, if this index holds it: a rebuild reuses it
   * instead of reading and preparing the bytes again. A view, valid while this index lives.
   */
  preparedVector(embeddingId: string): Float32Array | null {
    const place = this.#rowsById.get(embeddingId);
    if (!place) return null;
    const { group, row } = place;
    return group.matrix.subarray(row * group.dimension, (row + 1) * group.dimension);
  }

  get size(): number {
    let count = 0;
    for (const group of this.#groups.values()) count += group.count;
    return count;
  }

  /** Patients best first (ties by patient id), at most maxSuggestions of them. */
  search(embedding: ArrayLike<number>, options: FaceSearchOptions): FaceMatch[] {
    const group = this.#groups.get(embedding.length);
    if (!group) return [];
    const query = prepareFaceVector(embedding);
    const { dimension, count, matrix, kernel, patientSlots } = group;
    const dots = kernel ? kernel.scoreAll(query, count) : null;
    const bestScore = new Float64Array(this.#patientIds.length).fill(-1);
    const bestRow = new Int32Array(this.#patientIds.length).fill(-1);
    // One embedding per photo (unique index), so at most one row to leave out.
    const excludedRow =
      options.excludePhotoId === undefined ? -1 : group.photoIds.indexOf(options.excludePhotoId);
    for (let row = 0, offset = 0; row < count; row += 1, offset += dimension) {
      if (row === excludedRow) continue;
      const score = calibratedScore(dots ? dots[row]! : dotAt(matrix, offset, query));
      const slot = patientSlots[row]!;
      if (score > bestScore[slot]!) {
        bestScore[slot] = score;
        bestRow[slot] = row;
      }
    }
    const matches: FaceMatch[] = [];
    this.#patientIds.forEach((patientId, slot) => {
      const row = bestRow[slot]!;
      if (row < 0) return;
      const similarity = bestScore[slot]!;
      const confidence = similarityToConfidence(similarity);
      if (confidence < options.minConfidence) return;
      matches.push({
        patientId,
        similarity,
        confidence,
        photoId: group.photoIds[row]!,
        region: group.regions[row] ?? null,
      });
    });
    matches.sort(
      (left, right) =>
        right.similarity - left.similarity || left.patientId.localeCompare(right.patientId),
    );
    return matches.slice(0, options.maxSuggestions);
  }
}
