import type { Readable } from 'node:stream';

/** Where uploaded files live: local disk by default, an S3-compatible store in production. */
export type Storage = {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Writes a stream as the object without holding it in memory (exports); answers its size in bytes. */
  putStream(key: string, body: Readable, contentType: string): Promise<{ sizeBytes: number }>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object's bytes as a stream, or null when there is none. */
  getStream(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** A URL that serves the object until it expires; `downloadName` forces a download. */
  signedUrl(key: string, options: { expiresInSeconds: number; downloadName?: string }): Promise<string>;
};

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.length > 512) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
