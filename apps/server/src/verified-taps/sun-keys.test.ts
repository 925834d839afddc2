import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../test/paths.ts';
import { loadConfig } from '../config.ts';
import { deriveKeys } from '../keys.ts';
import { chipFileReadKey, organisationSunKeys, sunKeyMaterial } from './keys.ts';
import { SECRET_WARNING, sunKeysReport } from './sun-keys.ts';

const organisationId = randomUUID();
const hex = (key: Buffer) => key.toString('hex').toUpperCase();
/** The value printed after a label such as "SDM meta-read key:". */
const printed = (output: string, label: string) =>
  output
    .split('\n')
    .find((line) => line.startsWith(label))
    ?.slice(label.length)
    .trim()
    .split(' ')[0];

/** Runs the command as `npm run sun-keys` does, from source, with only the given environment. */
function sunKeys(args: string[], env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/verified-taps/sun-keys-cli.ts', ...args],
    { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run sun-keys', () => {
  let dataDir: string;
  const secret = 'a-server-secret-of-forty-eight-characters-0123456';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nfc-sun-keys-'));
    await writeFile(path.join(dataDir, 'jwt-secret'), `${secret}\n`);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("prints the organisation's keys of the current version, derived from the server's secret in DATA_DIR", () => {
    const env = { DATA_DIR: dataDir, SUN_KEY_VERSION: '3' };
    const result = sunKeys(['--organisation', organisationId], env);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const material = sunKeyMaterial(loadConfig(env), deriveKeys(secret));
    const keys = organisationSunKeys(material, organisationId, 3);
    expect(printed(result.stdout, 'SDM meta-read key:')).toBe(hex(keys.metaReadKey));
    expect(printed(result.stdout, 'SDM file-read key:')).toBe(hex(keys.fileReadKey));
    expect(printed(result.stdout, 'Key version:')).toBe('3');
    expect(result.stdout.split('\n')[0]).toBe(SECRET_WARNING);
    expect(result.stdout).toMatch(/^SECRET: .*never by e-mail/);
    expect(result.stdout).toContain('M = UID (7 bytes) || ASCII "nfc-sun" (6E 66 63 2D 73 75 6E)');
    expect(result.stdout).toContain(`org:${organisationId}/v3/an10922-uid`);
    expect(result.stdout).toContain('The app secret must never change');
  });

  it('prints an older version, configured master keys, no diversification, and a chip’s key when asked', () => {
    const env = {
      DATA_DIR: dataDir,
      SUN_META_READ_KEY: '00112233445566778899aabbccddeeff',
      SUN_FILE_READ_KEY: 'ffeeddccbbaa99887766554433221100',
      SUN_KEY_VERSION: '2',
    };
    const result = sunKeys(['--organisation', organisationId, '--version', '1', '--uid', '04de5f1eacc040'], env);
    expect(result.status).toBe(0);
    // The configured keys, not the secret's: another secret gives the same answer.
    const material = sunKeyMaterial(loadConfig(env), deriveKeys('another secret'));
    const keys = organisationSunKeys(material, organisationId, 1);
    expect(printed(result.stdout, 'SDM meta-read key:')).toBe(hex(keys.metaReadKey));
    expect(printed(result.stdout, 'SDM file-read key:')).toBe(hex(keys.fileReadKey));
    expect(result.stdout).toContain('(new tags get version 2)');
    expect(result.stdout).toContain('SUN_META_READ_KEY');
    expect(result.stdout).not.toContain('The app secret must never change');
    const chipKey = chipFileReadKey(material, keys, Buffer.from('04DE5F1EACC040', 'hex'));
    expect(result.stdout).toContain(`Chip 04DE5F1EACC040:   file-read key ${hex(chipKey)}`);

    const batch = sunKeys(['--organisation', organisationId], { ...env, SUN_KEY_DIVERSIFICATION: 'none' });
    expect(batch.stdout).toContain('Diversification:    none');
    expect(batch.stdout).toContain(`org:${organisationId}/v2/batch`);
  });

  it('refuses a missing or malformed organisation, a bad version or UID, and a server without a secret', () => {
    const env = { DATA_DIR: dataDir };
    for (const args of [
      [],
      ['--organisation', 'acme'],
      ['--organisation', organisationId, '--version', '0'],
      ['--organisation', organisationId, '--version', 'two'],
      ['--organisation', organisationId, '--uid', '04DE5F'],
    ]) {
      const result = sunKeys(args, env);
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.stdout, args.join(' ')).toBe('');
      expect(result.stderr, args.join(' ')).toMatch(/--organisation|--version|--uid/);
    }
    const noSecret = sunKeys(['--organisation', organisationId], { DATA_DIR: path.join(dataDir, 'none') });
    expect(noSecret.status).toBe(1);
    expect(noSecret.stderr).toMatch(/No app secret/);
    expect(noSecret.stdout).toBe('');
  });

  it('reports the same keys as the function the command prints with', () => {
    const material = sunKeyMaterial(loadConfig({ DATA_DIR: dataDir }), deriveKeys(secret));
    const report = sunKeysReport({
      material,
      organisationId,
      version: 1,
      isConfigured: { metaRead: false, fileRead: false },
    });
    const keys = organisationSunKeys(material, organisationId, 1);
    expect(printed(report, 'SDM meta-read key:')).toBe(hex(keys.metaReadKey));
    expect(printed(report, 'SDM file-read key:')).toBe(hex(keys.fileReadKey));
    expect(report.trimEnd().split('\n').at(-1)).toBe(SECRET_WARNING);
  });
});
