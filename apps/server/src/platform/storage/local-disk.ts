import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage } from './storage.ts';

type Meta = { contentType: string };

export type LocalDiskStorage = Storage & {
  /** Checks a signed URL's query and answers the file to serve, or null when the link is bad or expired. */
  open(
    key: string,
    query: { exp?: string; sig?: string; dl?: string },
    now?: number,
  ): Promise<{ filePath: string; contentType: string; size: number; downloadName: string | undefined } | null>;
};

/** Files under `root`, served by HMAC-signed, expiring `/files/...` URLs. */
export function createLocalDiskStorage(options: { root: string; secret: string; baseUrl: string }): LocalDiskStorage {
  const root = path.resolve(options.root);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const sign = (key: string, exp: number, dl: string) =>
    createHmac('sha256', options.secret).update(`${key}\n${exp}\n${dl}`).digest('base64url');

  return {
    kind: 'local',
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, body, { mode: 0o600 });
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType } satisfies Meta), { mode: 0o600 });
    },
    async putStream(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written beside the target and renamed once complete, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
        await writeFile(`${file}.meta.json`, JSON.stringify({ contentType } satisfies Meta), { mode: 0o600 });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { sizeBytes: (await stat(file)).size };
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
    async getStream(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
    },
    async signedUrl(key, { expiresInSeconds, downloadName }) {
      assertSafeKey(key);
      const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const dl = downloadName ?? '';
      const params = new URLSearchParams({ exp: String(exp), sig: sign(key, exp, dl) });
      if (dl) params.set('dl', dl);
      return `${options.baseUrl}/files/${key}?${params}`;
    },
    async open(key, query, now = Date.now()) {
      if (!query.exp || !query.sig) return null;
      try {
        assertSafeKey(key);
      } catch {
        return null;
      }
      const exp = Number(query.exp);
      if (!Number.isInteger(exp) || exp * 1000 < now) return null;
      const expected = Buffer.from(sign(key, exp, query.dl ?? ''));
      const given = Buffer.from(query.sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const filePath = fileOf(key);
      try {
        const [info, meta] = await Promise.all([stat(filePath), readFile(`${filePath}.meta.json`, 'utf8')]);
        const { contentType } = JSON.parse(meta) as Meta;
        return { filePath, contentType, size: info.size, downloadName: query.dl || undefined };
      } catch {
        return null;
      }
    },
  };
}
