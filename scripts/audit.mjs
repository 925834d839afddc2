#!/usr/bin/env node
// Fails when a production dependency has a high or critical advisory, and when the advisories cannot be read
// (an audit that did not run must not look like a clean one). Dev dependencies never reach a user, so they are left out.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const blocking = ['high', 'critical'];

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});

let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report (exit ${run.status}). Is the registry reachable?\n${run.stderr.trim()}`);
  process.exit(2);
}
if (report.error || !report.metadata?.vulnerabilities) {
  const reason =
    [report.message, report.error?.code, report.error?.summary].filter(Boolean).join(' ') || 'the report has no counts';
  console.error(`npm audit could not check the advisories: ${reason}`);
  process.exit(2);
}

const counts = report.metadata.vulnerabilities;
const findings = Object.values(report.vulnerabilities ?? {}).filter((entry) => blocking.includes(entry.severity));
const summary = Object.entries(counts)
  .filter(([severity]) => severity !== 'total')
  .map(([severity, count]) => `${count} ${severity}`)
  .join(', ');
console.log(`npm audit (production dependencies, ${report.metadata.dependencies?.prod ?? '?'} packages): ${summary}`);

if (findings.length > 0) {
  for (const entry of findings) {
    const advisories = entry.via
      .filter((via) => typeof via === 'object')
      .map((via) => `${via.title} (${via.url})`)
      .join('; ');
    console.error(
      `  ${entry.severity}: ${entry.name} ${entry.range}${advisories ? ` - ${advisories}` : ` via ${entry.via.join(', ')}`}`,
    );
  }
  console.error(`${findings.length} package(s) with high or critical advisories.`);
  process.exit(1);
}
console.log('No high or critical advisories.');
