import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The shared test data (face photos of several people) lives beside the repository, never in
 * it: `../shared/testdata` from the checkout. PHOTODOSSIER_TESTDATA names another place, and a
 * checkout cloned elsewhere (a clean CI clone) finds the workplace's copy at /work/shared. A
 * missing copy fails loudly rather than skipping the tests that need it.
 */
export function testdataDirectory(): string {
  const candidates = [
    process.env.PHOTODOSSIER_TESTDATA,
    resolve(repositoryRoot, '../shared/testdata'),
    '/work/shared/testdata',
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(join(candidate, 'faces')));
  if (!found) throw new Error(`Test data missing: looked in ${candidates.join(', ')}`);
  return found;
}

/** testdata/faces: one folder per person, named after them. */
export function facesDirectory(): string {
  return join(testdataDirectory(), 'faces');
}
