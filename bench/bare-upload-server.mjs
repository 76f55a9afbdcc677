// The floor an upload through the product is compared with (bench video-upload): a bare
// Fastify server that streams one PUT body to a file and flushes it to disk, nothing else.
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';

const dir = process.argv[2];
if (!dir) throw new Error('usage: bare-upload-server.mjs <directory>');

const app = Fastify({ bodyLimit: 2 * 1024 * 1024 * 1024 });
app.addContentTypeParser('application/octet-stream', (_request, payload, done) =>
  done(null, payload),
);
let count = 0;
app.put('/upload', async (request, reply) => {
  count += 1;
  const file = path.join(dir, `bare-${count}.bin`);
  await pipeline(request.body, createWriteStream(file));
  const handle = await open(file, 'r+');
  await handle.sync();
  await handle.close();
  await rm(file);
  return reply.code(204).send();
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`bare upload server listening on ${address}`);
