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

  it('serves a staged vector only once committed, then like a build of the same references', () => {
    const people = Array.from({ length: 4 }, () => randomVector(random, 64));
    const references = people.map((person, index) => reference(`p${index}`, `ph${index}`, person));
    const index = FaceIndex.build(references.slice(0, 3));
    const added = references[3]!;
    index.stage(added, added.vector, false);
    const query = pictureOf(people[3]!, random);
    expect(index.search(query, everything)).toEqual(
      FaceIndex.build(references.slice(0, 3)).search(query, everything),
    );
    expect(index.size).toBe(3);
    index.commit(references);
    expect(index.size).toBe(4);
    expect(index.search(query, everything)).toEqual(
      FaceIndex.build(references).search(query, everything),
    );
    expect(index.search(query, everything)[0]?.patientId).toBe('p3');
  });

  it('stops serving what a commit leaves out, moves a photo to its new patient, and serves it again', () => {
    const people = Array.from({ length: 6 }, () => randomVector(random, 64));
    const references = people.map((person, index) => reference(`p${index}`, `ph${index}`, person));
    const index = FaceIndex.build(references);
    const query = people[1]!;
    const others = references.filter((_, row) => row !== 1);
    index.commit([...others, { ...references[1]!, patientId: 'p9' }]);
    expect(index.search(query, everything)[0]?.patientId).toBe('p9');
    index.commit(others);
    expect(index.search(query, everything).map((match) => match.patientId)).not.toContain('p1');
    // One row in six left out: kept, not compacted, so a restore needs no read.
    expect(index.holds(references[1]!.embeddingId)).toBe(true);
    index.commit(references);
    expect(index.search(query, everything)).toEqual(
      FaceIndex.build(references).search(query, everything),
    );
  });

  it('compacts in place after many deletions and searches like a fresh build', () => {
    const people = Array.from({ length: 40 }, () => randomVector(random, 64));
    const references = people.map((person, index) =>
      reference(`p${index % 10}`, `ph${index}`, person),
    );
    const index = FaceIndex.build(references);
    const bytes = index.byteSize;
    const kept = references.filter((_, row) => row % 3 === 0);
    index.commit(kept);
    expect(index.size).toBe(kept.length);
    expect(index.holds(references[1]!.embeddingId)).toBe(false);
    expect(index.byteSize).toBeLessThanOrEqual(bytes);
    const fresh = FaceIndex.build(kept);
    for (const person of people.slice(0, 8)) {
      expect(index.search(person, everything)).toEqual(fresh.search(person, everything));
    }
  });

  it('takes a new reference into the same memory: no second copy of the rows', () => {
    const dimension = 1024;
    const rows = 20_000;
    const index = new FaceIndex(rows);
    const vector = new Float32Array(dimension);
    const references = Array.from({ length: rows }, (_, row) => {
      for (let at = 0; at < dimension; at += 1) vector[at] = random() - 0.5;
      const item = reference(`p${row % 500}`, `photo-${row}`, []);
      index.add(item, vector, false);
      return item;
    });
    // 40 MiB of 16-bit rows, all touched; a rebuild beside them would add as much again.
    const before = process.memoryUsage().rss;
    const added = reference('p-new', 'photo-new', randomVector(random, dimension));
    const update = index.update();
    for (const item of references) update.serve(item);
    index.stage(added, added.vector, false);
    update.serve(added);
    update.apply();
    const grown = process.memoryUsage().rss - before;
    expect(index.size).toBe(rows + 1);
    // This index keeps no float32 vectors, as in the server: the one open row is read by id.
    const plan = index.plan(added.vector, { minConfidence: 65, maxSuggestions: 1 });
    expect(plan.vectorsNeeded).toEqual([added.embeddingId]);
    const read = new Map([[added.embeddingId, added.vector]]);
    expect(plan.finish(read)?.[0]?.patientId).toBe('p-new');
    expect(grown).toBeLessThan(30 * 1024 * 1024);
  });

  it('leaves out a photo’s replaced embedding and its new one alike', () => {
    const person = randomVector(random, 64);
    const old = reference('p', 'a', person);
    const other = reference('p', 'b', pictureOf(person, random));
    const index = FaceIndex.build([old, other]);
    const replacement = { ...reference('p', 'a', pictureOf(person, random)), embeddingId: 'new' };
    index.stage(replacement, replacement.vector, false);
    index.commit([replacement, other]);
    expect(index.search(person, { ...everything, excludePhotoId: 'a' })[0]?.photoId).toBe('b');
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

  it('runs one load at a time per user, the next one updating what the running one left', async () => {
    const cache = new FaceIndexCache({ maxBytes: 1e9, idleMs: 60_000 });
    const events: string[] = [];
    let release = () => {};
    const first = cache.get('u', 1, async (previous) => {
      events.push(`start 1 from ${previous === null ? 'nothing' : 'previous'}`);
      await new Promise<void>((resolve) => (release = resolve));
      events.push('end 1');
      return indexOf(2);
    });
    const second = cache.get('u', 2, async (previous) => {
      events.push(`start 2 from ${previous === (await first) ? 'the first' : 'another'}`);
      return previous!;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    expect(await second).toBe(await first);
    expect(events).toEqual(['start 1 from nothing', 'end 1', 'start 2 from the first']);
    expect(cache.isCurrent('u', 2)).toBe(true);
  });

  it('answers a request that read an older version from the newer index, and counts what an update adds', async () => {
    const cache = new FaceIndexCache({ maxBytes: 1e9, idleMs: 60_000 });
    const index = indexOf(2);
    await cache.get('u', 3, async () => index);
    expect(await cache.get('u', 2, async () => indexOf(1))).toBe(index);
    await cache.get('u', 4, async (previous) => {
      const added = reference('p-new', 'photo-new', randomVector(random, 256));
      previous!.stage(added, added.vector, false);
      previous!.commit([added]);
      return previous!;
    });
    // The update compacted the index to one row: the cache counts what it holds now.
    expect(cache.bytes).toBe(index.byteSize);
    cache.invalidate('u');
    expect(cache.bytes).toBe(0);
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
