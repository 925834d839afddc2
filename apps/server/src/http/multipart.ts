import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors.ts';
import { msg } from '../i18n/messages.ts';

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
  const { fileField } = options;
  const { fields, files } = await readInputFiles(request, {
    fileFields: fileField ? [fileField] : [],
    maxBytes: options.maxBytes ?? 0,
  });
  return { fields, file: (fileField && files[fileField]) || null };
}

/**
 * The request's fields and at most one file per named field, from multipart or JSON alike. A file over
 * `maxBytes` answers 413 (naming its field) before more of it is read; an unexpected file field is refused.
 */
export async function readInputFiles<Field extends string>(
  request: FastifyRequest,
  options: { fileFields: readonly Field[]; maxBytes: number },
): Promise<{ fields: Record<string, unknown>; files: Partial<Record<Field, UploadedFile>> }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: Partial<Record<Field, UploadedFile>> = {};
  const { maxBytes } = options;
  const isFileField = (name: string): name is Field => (options.fileFields as readonly string[]).includes(name);
  let reading: string | undefined;
  try {
    // 32 KiB a field: ten link rules or card links with the longest URLs allowed (2,048 characters) fit as JSON.
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: Math.max(1, options.fileFields.length), fields: 40, fieldSize: 32_768 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      const name = part.fieldname;
      if (!isFileField(name)) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', 'uploads.unexpectedField', { params: { field: name } });
      }
      if (files[name]) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', 'uploads.duplicateFile', { params: { field: name } });
      }
      reading = name;
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw tooLarge(maxBytes, name);
      files[name] = { buffer, filename: part.filename, size: buffer.length };
      reading = undefined;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes, reading);
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', 'uploads.oneFile');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('BAD_REQUEST', 'uploads.tooManyFields');
    if (code?.startsWith('FST_')) throw new AppError('BAD_REQUEST', 'uploads.unreadable');
    throw error;
  }
  return { fields, files };
}

function tooLarge(maxBytes: number, field: string | undefined) {
  const message = msg('uploads.fileTooLarge', { size: Math.round(maxBytes / 1024 / 1024) });
  return new AppError('TOO_LARGE', message, field ? { fields: { [field]: message } } : {});
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
