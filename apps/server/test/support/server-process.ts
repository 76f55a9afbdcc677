import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly output: string[];
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The sources through tsx, as the suite tests them. */
export const SOURCE_SERVER = ['--import', 'tsx', 'src/main.ts'];
/** What `npm start` runs: the build of build.mjs. */
export const COMPILED_SERVER = ['dist/main.js'];

/** Starts the server in a child process and waits for its listening line. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 45_000,
  args: readonly string[] = SOURCE_SERVER,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Server did not start in time:\n${output.join('\n')}`));
    }, timeoutMs);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const match = /^PhotoDossier listening on (http:\/\/\S+)$/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with code ${code} before listening:\n${output.join('\n')}`));
    });
  });
  return {
    url,
    child,
    output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      // A process killed by a signal keeps exitCode null: signalCode says it is gone too.
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      child.kill(signal);
      const [code] = await exited;
      return code;
    },
  };
}
