// Runs s3rver in its own process: it needs NODE_OPTIONS=--openssl-legacy-provider on some
// OpenSSL builds, and its winston logger hooks process-wide exception handlers.
// Usage: node s3rver-child.mjs <directory> <bucket>; prints {"port":…} once listening.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
// Keep-alive sockets would hold a graceful close open: a test helper just exits.
process.on('SIGTERM', () => process.exit(0));
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
