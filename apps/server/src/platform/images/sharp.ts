import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;
let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded on first use: about 23 MB of resident memory that a server which never handles an
 * image (most requests are scans and API reads) does not pay.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
