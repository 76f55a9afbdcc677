import { prepareFaceVector } from '@photodossier/domain/face-similarity';
import {
  FACE_DEFAULT_MAX_SUGGESTIONS,
  FACE_SERVICE_MIN_CONFIDENCE,
} from '@photodossier/domain/face-thresholds';
import { FaceIndex, type FaceReference } from '../apps/server/src/modules/faces/face-index';

// Recognition quality by the product's own scorer (decision 0016): enrol k photos of each
// person in every rotation, probe with the others, and take each person out of enrolment in
// turn to play the stranger. Works on any set of people, not only testdata/faces.

/** The photos of one person, in a fixed order; null where no face was found. */
export interface PersonEmbeddings {
  readonly person: string;
  readonly embeddings: ReadonlyArray<readonly number[] | null>;
}

export const ENROLMENT_SIZES = [1, 2, 4] as const;

/** Goals on people the calibration never saw (issue 24): true accepts by photos enrolled. */
export const RECOGNITION_GOALS = {
  trueAcceptRate: { 1: 0.75, 4: 0.9 } as Readonly<Record<number, number>>,
  maxFalseAcceptRate: 0.01,
  minRankOne: 0.95,
};

export interface EvaluationRow {
  readonly enrolled: number;
  readonly people: number;
  readonly rotations: number;
  /** Probes of an enrolled person (photos not enrolled in that rotation). */
  readonly genuineProbes: number;
  /** Their own person is the best suggestion (any confidence). */
  readonly rankOne: number;
  /** Their own person is suggested at the service's default minimum confidence. */
  readonly trueAcceptRate: number;
  /** Probes of a person left out of enrolment. */
  readonly strangerProbes: number;
  /** Stranger probes that got any suggestion at the service's defaults. */
  readonly falseAcceptRate: number;
}

/** Scores a probe against the enrolled people: all of them, best first, with confidences. */
export type Matcher = (
  probe: readonly number[],
) => ReadonlyArray<{ person: string; confidence: number }>;
export type MatcherFactory = (
  enrolled: ReadonlyArray<{ person: string; embedding: readonly number[] }>,
) => {
  ranking: Matcher;
  /** What the service would suggest with its defaults (65, 3). */
  suggested: Matcher;
};

/** The server's FaceIndex: calibrated score, best reference per person, rounded confidence. */
export const serverMatcher: MatcherFactory = (enrolled) => {
  const references: FaceReference[] = enrolled.map((item, index) => ({
    embeddingId: `e${index}`,
    photoId: `p${index}`,
    patientId: item.person,
    vector: item.embedding,
    region: null,
  }));
  const index = FaceIndex.build(references);
  const run = (minConfidence: number, maxSuggestions: number) => (probe: readonly number[]) =>
    index
      .search(probe, { minConfidence, maxSuggestions })
      .map((match) => ({ person: match.patientId, confidence: match.confidence }));
  return {
    ranking: run(0, Number.MAX_SAFE_INTEGER),
    suggested: run(FACE_SERVICE_MIN_CONFIDENCE, FACE_DEFAULT_MAX_SUGGESTIONS),
  };
};

/** A matcher that accepts at a raw cosine, for fitting the threshold the calibration maps. */
export function cosineMatcher(acceptCosine: number): MatcherFactory {
  return (enrolled) => {
    const prepared = enrolled.map((item) => ({
      person: item.person,
      vector: prepareFaceVector(item.embedding),
    }));
    const ranking: Matcher = (probe) => {
      const query = prepareFaceVector(probe);
      const best = new Map<string, number>();
      for (const { person, vector } of prepared) {
        let dot = 0;
        for (let i = 0; i < query.length; i += 1) dot += query[i]! * vector[i]!;
        best.set(person, Math.max(best.get(person) ?? -Infinity, dot));
      }
      return [...best]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([person, cosine]) => ({ person, confidence: cosine * 100 }));
    };
    return {
      ranking,
      suggested: (probe) => ranking(probe).filter((item) => item.confidence >= acceptCosine * 100),
    };
  };
}

function detected(person: PersonEmbeddings): Array<readonly number[]> {
  return person.embeddings.filter(
    (embedding): embedding is readonly number[] => embedding !== null,
  );
}

/** Rotation r enrols photos r … r+k-1 (wrapping) of each person; the rest are probes. */
function split(photos: ReadonlyArray<readonly number[]>, k: number, rotation: number) {
  const enrolled = new Set(Array.from({ length: k }, (_, i) => (rotation + i) % photos.length));
  return {
    enrolled: photos.filter((_, index) => enrolled.has(index)),
    probes: photos.filter((_, index) => !enrolled.has(index)),
  };
}

interface Counts {
  enrolled: number;
  people: number;
  rotations: number;
  genuineProbes: number;
  rankOne: number;
  trueAccepts: number;
  strangerProbes: number;
  falseAccepts: number;
}

/** `focus`: count only that person's probes and stranger trials (leave one person out). */
function countRecognition(
  people: readonly PersonEmbeddings[],
  matcher: MatcherFactory,
  k: number,
  focus?: string,
): Counts {
  const taking = people
    .map((person) => ({ person: person.person, photos: detected(person) }))
    .filter((person) => person.photos.length > k);
  const counts: Counts = {
    enrolled: k,
    people: taking.length,
    rotations: Math.max(0, ...taking.map((person) => person.photos.length)),
    genuineProbes: 0,
    rankOne: 0,
    trueAccepts: 0,
    strangerProbes: 0,
    falseAccepts: 0,
  };
  const counted = (person: string) => focus === undefined || person === focus;
  for (let rotation = 0; rotation < counts.rotations; rotation += 1) {
    const splits = taking.map((person) => ({
      person: person.person,
      all: person.photos,
      ...split(person.photos, k, rotation),
    }));
    const enrolment = splits.flatMap((item) =>
      item.enrolled.map((embedding) => ({ person: item.person, embedding })),
    );
    const everyone = matcher(enrolment);
    for (const item of splits.filter((candidate) => counted(candidate.person))) {
      for (const probe of item.probes) {
        counts.genuineProbes += 1;
        if (everyone.ranking(probe)[0]?.person === item.person) counts.rankOne += 1;
        if (everyone.suggested(probe).some((match) => match.person === item.person)) {
          counts.trueAccepts += 1;
        }
      }
      const others = matcher(enrolment.filter((entry) => entry.person !== item.person));
      for (const probe of item.all) {
        counts.strangerProbes += 1;
        if (others.suggested(probe).length > 0) counts.falseAccepts += 1;
      }
    }
  }
  return counts;
}

function toRow(counts: Counts): EvaluationRow {
  const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
  return {
    enrolled: counts.enrolled,
    people: counts.people,
    rotations: counts.rotations,
    genuineProbes: counts.genuineProbes,
    rankOne: rate(counts.rankOne, counts.genuineProbes),
    trueAcceptRate: rate(counts.trueAccepts, counts.genuineProbes),
    strangerProbes: counts.strangerProbes,
    falseAcceptRate: rate(counts.falseAccepts, counts.strangerProbes),
  };
}

/**
 * One row per enrolment size. In rotation r each person enrols photos r … r+k-1 (wrapping)
 * and the others are probes; then each person in turn is left out of enrolment and all of its
 * photos are stranger probes. People with fewer than k + 1 photos with a face sit k out.
 */
export function evaluateRecognition(
  people: readonly PersonEmbeddings[],
  matcher: MatcherFactory = serverMatcher,
  sizes: readonly number[] = ENROLMENT_SIZES,
): EvaluationRow[] {
  return sizes.map((k) => toRow(countRecognition(people, matcher, k)));
}

/** The goals an evaluation misses, in words; empty when it meets them all. */
export function missedGoals(rows: readonly EvaluationRow[]): string[] {
  const missed: string[] = [];
  for (const row of rows) {
    if (row.genuineProbes === 0) continue;
    const tarGoal = RECOGNITION_GOALS.trueAcceptRate[row.enrolled];
    if (tarGoal !== undefined && row.trueAcceptRate < tarGoal) {
      missed.push(
        `k=${row.enrolled}: true-accept rate ${row.trueAcceptRate.toFixed(3)} < ${tarGoal}`,
      );
    }
    if (row.falseAcceptRate > RECOGNITION_GOALS.maxFalseAcceptRate) {
      missed.push(
        `k=${row.enrolled}: false-accept rate ${row.falseAcceptRate.toFixed(3)} > ${RECOGNITION_GOALS.maxFalseAcceptRate}`,
      );
    }
    if (row.rankOne < RECOGNITION_GOALS.minRankOne) {
      missed.push(
        `k=${row.enrolled}: rank-1 ${row.rankOne.toFixed(3)} < ${RECOGNITION_GOALS.minRankOne}`,
      );
    }
  }
  return missed;
}

export function formatEvaluation(rows: readonly EvaluationRow[]): string[] {
  return rows.map(
    (row) =>
      `k=${row.enrolled}: ${row.people} people, ${row.rotations} rotations; rank-1 ` +
      `${row.rankOne.toFixed(3)} (goal ≥ ${RECOGNITION_GOALS.minRankOne}), TAR ` +
      `${row.trueAcceptRate.toFixed(3)}` +
      (RECOGNITION_GOALS.trueAcceptRate[row.enrolled] !== undefined
        ? ` (goal ≥ ${RECOGNITION_GOALS.trueAcceptRate[row.enrolled]})`
        : '') +
      ` of ${row.genuineProbes}, FAR ${row.falseAcceptRate.toFixed(3)} (goal ≤ ` +
      `${RECOGNITION_GOALS.maxFalseAcceptRate}) of ${row.strangerProbes}`,
  );
}

/**
 * The lowest raw cosine that accepts no stranger of these people (each left out in turn,
 * every enrolment size and rotation), plus a margin: the fit of the 0.65 anchor.
 */
export function fitAcceptCosine(people: readonly PersonEmbeddings[], margin: number): number {
  let highestStranger = -1;
  const ranking = cosineMatcher(1);
  for (const k of ENROLMENT_SIZES) {
    const taking = people.map(detected).filter((photos) => photos.length > k);
    const rotations = Math.max(0, ...taking.map((photos) => photos.length));
    for (let rotation = 0; rotation < rotations; rotation += 1) {
      const enrolment = people.flatMap((person) =>
        detected(person).length > k
          ? split(detected(person), k, rotation).enrolled.map((embedding) => ({
              person: person.person,
              embedding,
            }))
          : [],
      );
      for (const absent of people) {
        const others = ranking(enrolment.filter((item) => item.person !== absent.person));
        for (const probe of detected(absent)) {
          const best = others.ranking(probe)[0];
          if (best) highestStranger = Math.max(highestStranger, best.confidence / 100);
        }
      }
    }
  }
  return highestStranger + margin;
}

/**
 * Leave one person out: the threshold is fitted on the others, then the left-out person is
 * probed both as an enrolled person and as a stranger, so every figure is for someone the fit
 * never saw. Returns the pooled figures and the threshold of each fold.
 */
export function leaveOnePersonOut(
  people: readonly PersonEmbeddings[],
  margin: number,
): { rows: EvaluationRow[]; fitted: number[] } {
  const fitted: number[] = [];
  const pooled = ENROLMENT_SIZES.map((k): Counts => ({
    enrolled: k,
    people: 0,
    rotations: 0,
    genuineProbes: 0,
    rankOne: 0,
    trueAccepts: 0,
    strangerProbes: 0,
    falseAccepts: 0,
  }));
  for (const heldOut of people) {
    const cosine = fitAcceptCosine(
      people.filter((person) => person !== heldOut),
      margin,
    );
    fitted.push(cosine);
    ENROLMENT_SIZES.forEach((k, index) => {
      const fold = countRecognition(people, cosineMatcher(cosine), k, heldOut.person);
      const total = pooled[index]!;
      total.people = fold.people;
      total.rotations = Math.max(total.rotations, fold.rotations);
      total.genuineProbes += fold.genuineProbes;
      total.rankOne += fold.rankOne;
      total.trueAccepts += fold.trueAccepts;
      total.strangerProbes += fold.strangerProbes;
      total.falseAccepts += fold.falseAccepts;
    });
  }
  return { fitted, rows: pooled.map(toRow) };
}
