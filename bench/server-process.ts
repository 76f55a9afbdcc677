import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const SERVER_DIR = fileURLToPath(new URL('../apps/server', import.meta.url));

export interface BenchServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** Peak resident memory of the server process so far (VmHWM), in bytes. */
  peakRssBytes(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The real server as `npm start` runs it (the compiled build, see the bench script), on its own
 * data directory, in a child process.
 */
export async function startBenchServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'dist/main.js'],
    {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^PhotoDossier listening on (http:\/\/\S+)$/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    child,
    async peakRssBytes() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kib = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
      return kib ? Number(kib) * 1024 : Number.NaN;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs up the installation's first account (verified on the embedded default). */
export async function signUpFirstAccount(url: string): Promise<{ cookie: string; userId: string }> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      name: 'Bench Praticien',
      email: 'bench@example.test',
      password: 'bench-password-1',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const body = (await response.json()) as { user: { id: string } };
  return { cookie, userId: body.user.id };
}

/** What Chrome accepts over HTTPS, where the product runs. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface ServerAnswer {
  readonly encoding: string | undefined;
  /** The body as it came over the wire, compressed or not. */
  readonly body: Buffer;
}

/**
 * A GET as a browser's network stack makes it: one kept-alive connection, the browser's
 * Accept-Encoding, the body read to its end; anything but 200 is an error. What the request
 * costs the server, and not what the client then does with a large body: Node's fetch inflates
 * through web streams, and for a 430 KiB answer that took several times the server's own time
 * (decision 0078).
 */
export function serverAnswer(url: string, cookie?: string): Promise<ServerAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    if (cookie) headers.cookie = cookie;
    http
      .get(url, { agent: keptAlive, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`${url}: ${response.statusCode} ${Buffer.concat(chunks)}`));
            return;
          }
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** The answer's body as it was before compression. */
export function inflatedBody(answer: ServerAnswer): Buffer {
  if (answer.encoding === 'br') return brotliDecompressSync(answer.body);
  if (answer.encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

/** The answer as a page reads it: inflated, decoded and parsed, in native code. */
export function answerJson<T>(answer: ServerAnswer): T {
  return JSON.parse(inflatedBody(answer).toString('utf8')) as T;
}
