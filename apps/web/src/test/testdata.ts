import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The shared test data (face photos of several people) lives beside the repository, never in
 * it: PHOTODOSSIER_TESTDATA when set, else `../shared/testdata` from the repository root. No
 * other place is searched, so the tests run the same on every machine. A missing copy fails
 * loudly rather than skipping the tests that need it.
 */
export function testdataDirectory(): string {
  const fromEnvironment = process.env.PHOTODOSSIER_TESTDATA;
  const directory = fromEnvironment
    ? resolve(fromEnvironment)
    : resolve(repositoryRoot, '../shared/testdata');
  if (!existsSync(join(directory, 'faces'))) {
    throw new Error(
      `Test data missing: no faces folder in ${directory}. Put the shared test data in ` +
        '../shared/testdata beside the checkout, or name its folder in PHOTODOSSIER_TESTDATA.',
    );
  }
  return directory;
}

/** testdata/faces: one folder per person, named after them. */
export function facesDirectory(): string {
  return join(testdataDirectory(), 'faces');
}
