import { spawn, type ChildProcess } from 'node:child_process';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { createS3Client, type S3Settings } from '../platform/storage/s3';
import { freePort } from './spawn';

const START_TIMEOUT_MS = 30_000;

export type Moto = { settings: S3Settings; stop(): Promise<void> };

const missing = () =>
  new Error(
    'moto_server was not found on the PATH. S3_TEST_SERVER=moto (npm run test:s3:moto) runs the ' +
      'S3 storage tests against it and does not skip: install the Python package moto 5 with its ' +
      'server (pip install "moto[server]>=5,<6"), or run them without moto (npm test).',
  );

/** Starts a local S3 server (moto 5) on a free port, with an empty bucket, for one test file. */
export async function startMoto(): Promise<Moto> {
  const port = await freePort();
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  let running = true;
  child.once('error', () => (running = false)).once('exit', () => (running = false));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const endpoint = `http://127.0.0.1:${port}`;
  const failed = failure(child, () => output);
  failed.catch(() => {}); // after a good start, the exit at stop() is no failure
  try {
    await Promise.race([waitForHttp(endpoint, () => running), failed]);
  } catch (error) {
    await stop(child);
    throw error;
  }
  const settings: S3Settings = {
    bucket: 'lexbridge-test',
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return { settings, stop: () => stop(child) };
}

async function waitForHttp(url: string, running: () => boolean) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && running()) {
    const ok = await fetch(`${url}/moto-api/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`moto_server did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

/** Rejects when the process cannot start or exits before it answers. */
function failure(child: ChildProcess, output: () => string): Promise<never> {
  return new Promise((_resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? missing() : error),
    );
    child.once('exit', (code) => reject(new Error(`moto_server exited (${code}):\n${output()}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
