#!/usr/bin/env node
// Runs npm scripts at the same time and fails if any fails: `node scripts/run-in-parallel.mjs
// lint typecheck`. Each script's output is held and printed whole when it ends, so the log reads
// as if they had run one after the other (decision 0087).
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-in-parallel.mjs <npm script>...');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let ended = false;
    const end = (passed, outcome) => {
      if (ended) return;
      ended = true;
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n> npm run ${script}\n`);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`> npm run ${script} ${outcome} in ${seconds} s\n`);
      resolve(passed);
    };
    // npm missing or not runnable: 'close' may never come.
    child.on('error', (error) => end(false, `could not start (${error.message})`));
    child.on('close', (code, signal) =>
      end(code === 0, code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`),
    );
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
