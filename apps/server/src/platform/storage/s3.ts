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
  return {
    kind: 's3',
    origin: publicEndpoint ? new URL(publicEndpoint).origin : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`,
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
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
