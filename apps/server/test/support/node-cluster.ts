import { afterAll, beforeAll } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTempDir, type TempDir } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Real server processes sharing one fresh PostgreSQL database, as a deployment with several
 * nodes: registers the hooks that create the database and stop the nodes with the test file.
 */
export function useNodeCluster(env: Readonly<Record<string, string>> = {}) {
  let database: TestDatabase | undefined;
  const dataDirs: TempDir[] = [];
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await database?.drop();
    await Promise.all(dataDirs.map((directory) => directory.remove()));
  });

  return {
    /** The nodes started so far, in order. */
    servers: servers as readonly ServerProcess[],
    /** Starts one more node; start them one after the other, the first migrates. */
    async startNode(nodeEnv: Readonly<Record<string, string>> = {}): Promise<ServerProcess> {
      if (database?.config.dialect !== 'postgres') throw new Error('postgres expected');
      const dataDir = await createTempDir('node');
      dataDirs.push(dataDir);
      const server = await startServerProcess({
        DATA_DIR: dataDir.path,
        DATABASE_URL: database.config.url,
        // Every node of a cluster shares the secret that signs session cookies.
        AUTH_SECRET: 'node-cluster-test-auth-secret-0123456789abcdef',
        ...env,
        ...nodeEnv,
      });
      servers.push(server);
      return server;
    },
  };
}

export function postJson(baseUrl: string, path: string, body: unknown, cookie = '') {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** The Cookie header a browser would send back after this response. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
