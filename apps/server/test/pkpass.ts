import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import yauzl from 'yauzl';

const run = promisify(execFile);

/** A .pkpass (a zip) as its files by name. */
export function unzipPkpass(pkpass: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(pkpass, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** The pass's pass.json, parsed. */
export const passJsonOf = (files: Map<string, Buffer>) =>
  JSON.parse(files.get('pass.json')?.toString('utf8') ?? 'null') as Record<string, unknown> & {
    generic: Record<
      'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'backFields',
      Array<Record<string, unknown>>
    >;
  };

/** Files whose SHA-1 differs from manifest.json's, and files the manifest leaves out or names but the pass lacks. */
export function manifestProblems(files: Map<string, Buffer>): string[] {
  const manifest = JSON.parse(files.get('manifest.json')?.toString('utf8') ?? '{}') as Record<string, string>;
  const problems: string[] = [];
  for (const [name, hash] of Object.entries(manifest)) {
    const file = files.get(name);
    if (!file) problems.push(`${name}: in the manifest, not in the pass`);
    else if (createHash('sha1').update(file).digest('hex') !== hash) problems.push(`${name}: hash differs`);
  }
  for (const name of files.keys()) {
    if (name !== 'manifest.json' && name !== 'signature' && !(name in manifest))
      problems.push(`${name}: not in manifest`);
  }
  return problems;
}

/**
 * Verifies the detached PKCS #7 `signature` over `manifest` as Wallet does, up to `caCertPath`'s root (openssl smime);
 * answers the signer certificates' subjects, or throws with openssl's reason.
 */
export async function verifyPassSignature(manifest: Buffer, signature: Buffer, caCertPath: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pkpass-'));
  try {
    await writeFile(path.join(dir, 'manifest.json'), manifest);
    await writeFile(path.join(dir, 'signature'), signature);
    // -purpose any: the test chain carries no S/MIME key usage, as Apple's does not either.
    await run(
      'openssl',
      [
        'smime',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-content',
        'manifest.json',
        '-in',
        'signature',
        '-CAfile',
        caCertPath,
        '-purpose',
        'any',
        '-out',
        path.join(dir, 'verified'),
      ],
      { cwd: dir },
    );
    const { stdout } = await run('openssl', ['pkcs7', '-inform', 'DER', '-in', 'signature', '-print_certs', '-noout'], {
      cwd: dir,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
