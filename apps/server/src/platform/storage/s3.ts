import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { assertSafeKey, type Storage } from './storage.ts';

/**
 * An S3-compatible store; links are presigned GET URLs that expire. The SDK is loaded only where S3 is configured
 * (about 22 MB of resident memory).
 */
export async function createS3Storage(s3: NonNullable<Config['s3']>): Promise<Storage & { origin: string }> {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } = await import(
    '@aws-sdk/client-s3'
  );
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const clientFor = (endpoint: string | undefined) =>
    new S3Client({
      region: s3.region,
      endpoint,
      forcePathStyle: s3.forcePathStyle,
      ...(s3.accessKeyId && s3.secretAccessKey
        ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
        : {}),
    });
  const client = clientFor(s3.endpoint);
  // Presigning is offline: a client for the public address signs links that browsers can follow.
  const publicEndpoint = s3.publicEndpoint ?? s3.endpoint;
  const signer = publicEndpoint === s3.endpoint ? client : clientFor(publicEndpoint);
  const Bucket = s3.bucket;
  const getStream = async (key: string): Promise<Readable | null> => {
    assertSafeKey(key);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      // In Node.js the SDK's body is an IncomingMessage: a Readable.
      return object.Body ? (object.Body as Readable) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    origin: publicEndpoint ? new URL(publicEndpoint).origin : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`,
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async putStream(key, body, contentType) {
      assertSafeKey(key);
      // A multipart upload of 5 MB parts, one at a time: memory stays at a part or two whatever the size.
      let sizeBytes = 0;
      body.on('data', (chunk: Buffer) => {
        sizeBytes += chunk.length;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 1,
        partSize: 5 * 1024 * 1024,
      });
      await upload.done();
      return { sizeBytes };
    },
    async get(key) {
      const stream = await getStream(key);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    getStream,
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, { expiresInSeconds, downloadName }) {
      assertSafeKey(key);
      const extension = key.split('.').pop() ?? '';
      // Only pictures and PDFs may show inline; anything else (SVG included) downloads.
      const isInline = !downloadName && ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf'].includes(extension);
      const name = (downloadName ?? key.split('/').pop() ?? 'file').replace(/[^\w.-]/g, '_');
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: `${isInline ? 'inline' : 'attachment'}; filename="${name}"`,
        ...(isInline ? {} : { ResponseContentType: 'application/octet-stream' }),
      });
      return getSignedUrl(signer, command, { expiresIn: expiresInSeconds });
    },
  };
}
