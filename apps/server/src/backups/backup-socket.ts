import { createWriteStream } from 'node:fs';
import { chmod, rename, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE_MODE } from '../platform/private-data-dir.ts';
import { BACKUP_SOCKET, type BackupSource, verifyBackup, writeBackup } from './backup-archive.ts';

type Logger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** A Unix socket's path has room for about 107 bytes. */
const MAX_SOCKET_PATH = 100;
const REQUEST = 'backup\n';

/**
 * The running server's end of `npm run backup`: a separate process cannot open the embedded database while the
 * server has it, so the server takes the backup itself and streams it to whoever asks on DATA_DIR/backup.sock.
 * The socket is owner-only (0600, in a 0700 DATA_DIR): whoever can reach it can read DATA_DIR anyway.
 * Protocol: the command sends "backup\n"; the answer is "ok\n" and the archive, or "error <reason>\n".
 */
export async function serveBackups(source: BackupSource, logger: Logger): Promise<{ close(): Promise<void> }> {
  const socketPath = path.join(path.resolve(source.dataDir), BACKUP_SOCKET);
  if (socketPath.length > MAX_SOCKET_PATH) {
    logger.warn(
      { socketPath },
      'DATA_DIR is too long a path for the backup socket; npm run backup cannot reach this server',
    );
    return { close: async () => {} };
  }
  // One server owns DATA_DIR (the claim in main.ts): a socket file left here is a crashed run's.
  await rm(socketPath, { force: true });
  let isBusy = false;
  const server: Server = createServer((socket) => {
    socket.on('error', () => {});
    let request = '';
    socket.on('data', function onData(chunk) {
      request += chunk.toString('latin1');
      if (!request.includes('\n')) return;
      socket.off('data', onData);
      if (request !== REQUEST) return void socket.end('error unknown request\n');
      if (isBusy) return void socket.end('error another backup is under way\n');
      isBusy = true;
      const started = Date.now();
      socket.write('ok\n');
      writeBackup(source, socket)
        .then(() => logger.info({ ms: Date.now() - started }, 'backup streamed to npm run backup'))
        .catch((error) => {
          logger.error({ err: error }, 'backup for npm run backup failed');
          // A cut-off archive fails the command's check of the whole file.
          socket.destroy();
        })
        .finally(() => {
          isBusy = false;
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, PRIVATE_FILE_MODE);
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The command's end: false when no server listens on DATA_DIR (the command then opens the data itself). */
export async function requestBackup(dataDir: string, file: string): Promise<boolean> {
  const socketPath = path.join(path.resolve(dataDir), BACKUP_SOCKET);
  let socket: Socket;
  try {
    socket = await new Promise<Socket>((resolve, reject) => {
      const attempt = connect(socketPath, () => resolve(attempt));
      attempt.once('error', reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return false;
    throw error;
  }
  socket.write(REQUEST);
  let header = '';
  let isStreaming = false;
  const stripHeader = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (isStreaming) return done(null, chunk);
      const newline = chunk.indexOf(0x0a);
      header += chunk.subarray(0, newline === -1 ? chunk.length : newline).toString('utf8');
      if (newline === -1) return done();
      if (header !== 'ok') return done(new Error(`the server refused: ${header.replace(/^error /, '')}`));
      isStreaming = true;
      done(null, chunk.subarray(newline + 1));
    },
  });
  const partial = `${file}.partial`;
  try {
    await pipeline(socket, stripHeader, createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
    await verifyBackup(partial);
    await chmod(partial, PRIVATE_FILE_MODE);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return true;
}
