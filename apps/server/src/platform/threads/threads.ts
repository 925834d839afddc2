import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type TransferListItem, Worker } from 'node:worker_threads';

/**
 * A thread running one of the server's entry files. The bundle (apps/server/build.mjs) puts every entry beside
 * dist/main.js under its own name, and an entry sits beside the module that starts it in the source, so the same
 * relative URL finds it in both. From the TypeScript source (tests, `npm run dev`) the thread loads tsx first.
 */
export function startThread(
  from: string,
  name: string,
  workerData: unknown,
  transferList: TransferListItem[] = [],
): Worker {
  const fromSource = from.endsWith('.ts');
  const entry = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, from);
  // A thread allocates briskly but keeps little: a small young generation keeps its resident memory small.
  const resourceLimits = { maxYoungGenerationSizeMb: 8 };
  if (!fromSource) return new Worker(entry, { workerData, transferList, resourceLimits });
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(code, { eval: true, workerData, transferList, resourceLimits });
}

/** The first message of `type` from the thread, or its error or exit before that. */
export function nextMessage<T>(worker: Worker, type: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (message: { type?: string }) => {
      if (message?.type !== type) return;
      cleanUp();
      resolve(message as T);
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanUp();
      reject(new Error(`the thread stopped (exit code ${code}) before it said '${type}'`));
    };
    function cleanUp() {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    }
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

/**
 * Runs one of the server's entry files (found as startThread finds a thread's) in a process of its own, for work
 * whose memory must not stay with the server when it is done. Resolves when the process ends well; rejects with
 * the end of its error output otherwise.
 */
export function runProcess(from: string, name: string, args: string[]): Promise<void> {
  const fromSource = from.endsWith('.ts');
  const entry = fileURLToPath(new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, from));
  const child = spawn(process.execPath, [...(fromSource ? ['--import', 'tsx'] : []), entry, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errorOutput = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    errorOutput = (errorOutput + text).slice(-4_000);
  });
  return new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit code ${code}`}): ${errorOutput.trim()}`));
    });
  });
}
