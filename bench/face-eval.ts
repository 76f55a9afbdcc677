// npm run face:eval -- DIR: recognition quality of the product's pipeline on a folder holding
// one sub-folder of photos per person (decision 0016). Embeds every photo as the browser's
// worker does (Human on wasm, mirror-averaged), scores with the server's index at the service's
// defaults, prints rank-1, true-accept and false-accept rates for 1, 2 and 4 enrolled photos,
// and exits non-zero below the goals.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { openNodeFaceDescriber } from '../apps/web/src/lib/face-recognition/node-face-describer';
import {
  evaluateRecognition,
  formatEvaluation,
  missedGoals,
  type PersonEmbeddings,
} from './face-evaluation';

const PHOTO = /\.(jpe?g|png|webp|avif|tiff?|heic)$/i;

async function embedFolder(root: string): Promise<PersonEmbeddings[]> {
  const describer = await openNodeFaceDescriber();
  try {
    const people: PersonEmbeddings[] = [];
    const folders = (await readdir(root, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    for (const person of folders) {
      const files = (await readdir(path.join(root, person))).filter((f) => PHOTO.test(f)).sort();
      const embeddings: Array<number[] | null> = [];
      for (const file of files) {
        embeddings.push((await describer.describe(path.join(root, person, file))).embedding);
      }
      const found = embeddings.filter(Boolean).length;
      console.log(`${person}: ${files.length} photos, a face in ${found}`);
      people.push({ person, embeddings });
    }
    return people;
  } finally {
    await describer.close();
  }
}

const root = process.argv[2];
if (!root) {
  console.error('Usage: npm run face:eval -- DIR (one folder of photos per person)');
  process.exit(2);
}
const people = await embedFolder(path.resolve(root));
if (people.length < 2) {
  console.error(`${root}: at least two people (sub-folders) are needed`);
  process.exit(2);
}
const rows = evaluateRecognition(people);
for (const line of formatEvaluation(rows)) console.log(line);
const missed = missedGoals(rows);
if (missed.length > 0) {
  console.error(`Below the goals:\n  ${missed.join('\n  ')}`);
  process.exit(1);
}
console.log('All recognition goals met.');
