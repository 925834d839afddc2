import { readFileSync } from 'node:fs';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { servePglite } from './pglite-remote.ts';
import { pgliteStartParams } from './pglite-settings.ts';
import { snapshotPglite } from './pglite-snapshot.ts';

/**
 * The embedded database's own thread (started by openPglite in client.ts): PGlite's queries never run on the
 * thread that answers requests and scans. Every other thread reaches it through a MessagePort.
 */
export type PgliteThreadData = { dataDir: string } | { image: string };

export type PgliteThreadMessage =
  | { type: 'connect'; port: MessagePort }
  | { type: 'close' }
  | { type: 'snapshot'; id: number; into: string };

export type PgliteSnapshotReport = { type: 'snapshot'; id: number; error?: string };

const data = workerData as PgliteThreadData;
const client =
  'image' in data
    ? await PGlite.create({ loadDataDir: new Blob([readFileSync(data.image)]), startParams: pgliteStartParams })
    : await PGlite.create(data.dataDir, { startParams: pgliteStartParams });

parentPort!.on('message', (message: PgliteThreadMessage) => {
  if (message.type === 'connect') servePglite(client, message.port);
  if (message.type === 'snapshot') {
    const report = (error?: unknown) =>
      parentPort!.postMessage({
        type: 'snapshot',
        id: message.id,
        ...(error === undefined ? {} : { error: String(error) }),
      } satisfies PgliteSnapshotReport);
    if ('dataDir' in data) snapshotPglite(client, data.dataDir, message.into).then(() => report(), report);
    else report('this database is an image in memory, not kept on disk');
  }
  if (message.type === 'close') {
    client.close().then(
      () => parentPort!.postMessage({ type: 'closed' }),
      () => parentPort!.postMessage({ type: 'closed' }),
    );
  }
});
parentPort!.postMessage({ type: 'ready' });
