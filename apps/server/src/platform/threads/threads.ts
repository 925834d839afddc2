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
