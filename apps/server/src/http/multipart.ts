import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors.ts';

export type UploadedFile = { buffer: Buffer; filename: string; size: number };
export type DetectedFile = UploadedFile & { mime: string; ext: string };

/**
 * The request's fields and its one file, from multipart or JSON alike. A file over `maxBytes`
 * answers 413 before more of it is read; an unexpected file field is refused.
 */
export async function readInput(
  request: FastifyRequest,
  options: { fileField?: string; maxBytes?: number } = {},
): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  const maxBytes = options.maxBytes ?? 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 40, fieldSize: 16_384 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.fileField) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', 'uploads.unexpectedField', { params: { field: part.fieldname } });
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw tooLarge(maxBytes);
      file = { buffer, filename: part.filename, size: buffer.length };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', 'uploads.oneFile');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('BAD_REQUEST', 'uploads.tooManyFields');
    if (code?.startsWith('FST_')) throw new AppError('BAD_REQUEST', 'uploads.unreadable');
    throw error;
  }
  return { fields, file };
}

function tooLarge(maxBytes: number) {
  return new AppError('TOO_LARGE', 'uploads.fileTooLarge', { params: { size: Math.round(maxBytes / 1024 / 1024) } });
}

/** Checks the file by its content, not its name or declared type. */
export async function detectFile(
  file: UploadedFile,
  allowed: readonly string[],
  wrongType: 'uploads.documentType' | 'uploads.pictureType',
): Promise<DetectedFile> {
  if (file.size === 0) throw new AppError('BAD_REQUEST', 'uploads.empty');
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !allowed.includes(detected.mime)) {
    const types = allowed.map((mime) => mime.split('/')[1]).join(', ');
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', wrongType, { params: { types } });
  }
  return { ...file, mime: detected.mime, ext: detected.ext };
}

/** A file name safe for headers and storage: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return cleaned || fallback;
}
