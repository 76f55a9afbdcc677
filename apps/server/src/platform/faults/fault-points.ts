/**
 * Test-only fault injection (decision 0024). The crash tests must kill the server at exact
 * instants of an upload; with TEST_FAULT_POINT set to one of these names, every request that
 * reaches that point prints `fault point <name> <id>` on stdout and waits there for ever, so
 * the test can kill -9 the process at that very place. Refused by the configuration when
 * NODE_ENV is production; without the variable each call is a no-op.
 */
export const FAULT_POINT_NAMES = [
  // Half of an upload's bytes are on disk, the rest still travelling.
  'upload.body',
  // The upload is complete; its files are being made and stored.
  'upload.processing',
  // Inside the transaction that records the photo, before it commits.
  'upload.record',
  // A deleted drive tree: its first batch of files and rows is gone, the rest still there.
  'drive.sweep',
] as const;
export type FaultPointName = (typeof FAULT_POINT_NAMES)[number];

export type FaultPoint = (name: FaultPointName, detail: string) => Promise<void>;

export const noFaults: FaultPoint = async () => {};

export function faultPoints(active: FaultPointName | null): FaultPoint {
  if (active === null) return noFaults;
  return async (name, detail) => {
    if (name !== active) return;
    process.stdout.write(`fault point ${name} ${detail}\n`);
    await new Promise<never>(() => {});
  };
}
