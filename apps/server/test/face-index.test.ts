import { faceSimilarity } from '@photodossier/domain/face-similarity';
import { similarityToConfidence } from '@photodossier/domain/face-suggestions';
import { describe, expect, it } from 'vitest';
import { FaceIndex, type FaceReference } from '../src/modules/faces/face-index';
import { FaceIndexCache } from '../src/modules/faces/face-index-cache';
import { pictureOf, randomVector, seededRandom } from './support/faces';

const random = seededRandom(42);

function reference(patientId: string, photoId: string, vector: number[]): FaceReference {
  return { embeddingId: `embedding-of-${photoId}`, patientId, photoId, vector, region: null };
}

const everything = { minConfidence: 0, maxSuggestions: 20 } as const;

describe('FaceIndex', () => {
  it('scores every reference like faceSimilarity and keeps each patient’s best', () => {
    const people = Array.from({ length: 5 }, () => randomVector(random, 128));
    const references = people.flatMap((person, index) =>
      [0, 1, 2].map((shot) =>
        reference(`patient-${index}`, `photo-${index}-${shot}`, pictureOf(person, random, 0.8)),
      ),
    );
    const index = FaceIndex.build(references);
    expect(index.size).toBe(15);
    const query = pictureOf(people[2]!, random, 0.8);
    const matches = index.search(query, everything);

    const expected = people.map((_, patient) => {
      const own = references.filter((item) => item.patientId === `patient-${patient}`);
      const scored = own.map((item) => ({
        photoId: item.photoId,
        similarity: faceSimilarity(query, item.vector),
      }));
      scored.sort((a, b) => b.similarity - a.similarity);
      return { patientId: `patient-${patient}`, ...scored[0]! };
    });
    expected.sort((a, b) => b.similarity - a.similarity);
    expect(matches[0]!.patientId).toBe('patient-2');
    expect(matches.map((match) => [match.patientId, match.photoId])).toEqual(
      expected.map((item) => [item.patientId, item.photoId]),
    );
    for (const [rank, match] of matches.entries()) {
      expect(match.similarity).toBeCloseTo(expected[rank]!.similarity, 6);
      expect(match.confidence).toBe(similarityToConfidence(expected[rank]!.similarity));
    }
  });

  it('scores only vectors of the query’s length', () => {
    const long = randomVector(random, 64);
    const index = FaceIndex.build([
      reference('long', 'photo-long', long),
      reference('short', 'photo-short', long.slice(0, 32)),
      reference('empty', 'photo-empty', []),
    ]);
    expect(index.size).toBe(2);
    expect(index.search(long, everything).map((match) => match.patientId)).toEqual(['long']);
    expect(index.search(long.slice(0, 32), everything).map((match) => match.patientId)).toEqual([
      'short',
    ]);
    expect(index.search(long.slice(0, 16), everything)).toEqual([]);
  });

  it('rebuilds from prepared vectors of a previous index with the same scores', () => {
    const people = Array.from({ length: 3 }, () => randomVector(random, 64));
    const references = people.map((person, index) => reference(`p${index}`, `ph${index}`, person));
    const before = FaceIndex.build(references);
    const reused = references.map((item) => ({
      ...item,
      vector: before.preparedVector(item.embeddingId)!,
      prepared: true,
    }));
    const after = FaceIndex.build(reused);
    const query = pictureOf(people[1]!, random);
    expect(after.search(query, everything)).toEqual(before.search(query, everything));
    expect(before.preparedVector('unknown')).toBeNull();
  });

  it('leaves the excluded photo out', () => {
    const person = randomVector(random, 64);
    const index = FaceIndex.build([
      reference('p', 'a', person),
      reference('p', 'b', pictureOf(person, random)),
    ]);
    expect(index.search(person, everything)[0]?.photoId).toBe('a');
    expect(index.search(person, { ...everything, excludePhotoId: 'a' })[0]?.photoId).toBe('b');
  });
});

function indexOf(count: number, dimension = 256): FaceIndex {
  return FaceIndex.build(
    Array.from({ length: count }, (_, row) =>
      reference(`p${row}`, `photo${row}`, randomVector(random, dimension)),
    ),
  );
}

describe('FaceIndexCache', () => {
  it('reuses an index while the version holds and reloads once it moves', async () => {
    const cache = new FaceIndexCache({ maxBytes: 1e9, idleMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return indexOf(2);
    };
    const first = await cache.get('u', 1, load);
    expect(await cache.get('u', 1, load)).toBe(first);
    expect(loads).toBe(1);
    const next = await cache.get('u', 2, load);
    expect(next).not.toBe(first);
    expect(loads).toBe(2);
    cache.invalidate('u');
    expect(cache.has('u')).toBe(false);
    await cache.get('u', 2, load);
    expect(loads).toBe(3);
  });

  it('never serves an index marked stale by an event, and hands it to the next load', async () => {
    const cache = new FaceIndexCache({ maxBytes: 1e9, idleMs: 60_000 });
    const first = await cache.get('u', 5, async () => indexOf(2));
    cache.markStale('u');
    expect(cache.isCurrent('u', 5)).toBe(false);
    let handed: FaceIndex | null = null;
    const rebuilt = await cache.get('u', 5, async (previous) => {
      handed = previous;
      return indexOf(2);
    });
    expect(handed).toBe(first);
    expect(rebuilt).not.toBe(first);
    expect(cache.isCurrent('u', 5)).toBe(true);
    cache.markAllStale();
    expect(cache.isCurrent('u', 5)).toBe(false);
  });

  it('shares one load between concurrent requests', async () => {
    const cache = new FaceIndexCache({ maxBytes: 1e9, idleMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return indexOf(1);
    };
    const [a, b] = await Promise.all([cache.get('u', 3, load), cache.get('u', 3, load)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
  });

  it('drops the least recently used users over the memory bound, and idle ones', async () => {
    const sample = indexOf(10);
    let now = 0;
    const cache = new FaceIndexCache({
      maxBytes: sample.byteSize * 2,
      idleMs: 1_000,
      now: () => now,
    });
    await cache.get('a', 1, async () => indexOf(10));
    await cache.get('b', 1, async () => indexOf(10));
    await cache.get('a', 1, async () => indexOf(10));
    await cache.get('c', 1, async () => indexOf(10));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.bytes).toBe(sample.byteSize * 2);

    // One user bigger than the bound is still served, alone.
    await cache.get('big', 1, async () => indexOf(30));
    expect([cache.has('a'), cache.has('c'), cache.has('big')]).toEqual([false, false, true]);

    now = 2_000;
    cache.dropIdle();
    expect(cache.has('big')).toBe(false);
    expect(cache.bytes).toBe(0);
  });
});
