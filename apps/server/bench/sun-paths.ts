// Part of `npm run bench` (run with tsx): scan-link paths carrying fresh SUN messages for the verified-tap load
// (issue 31). Arguments: the organisation id, a JSON file of tag codes, taps per tag, the output JSON file, and the
// master keys the bench server runs with. Tag i's chip has UID 04 + i; counters start at 1 (the binding tap),
// then run tag by tag, so consecutive requests go to different tags and every request carries a new counter.
import { readFileSync, writeFileSync } from 'node:fs';
import { createVirtualChip, sunMaterialOf } from '../test/peers/virtual-chip.ts';

const [organisationId, codesFile, tapsText, outFile, metaReadKey, fileReadKey] = process.argv.slice(2);
const codes = JSON.parse(readFileSync(codesFile!, 'utf8')) as string[];
const taps = Number(tapsText);
const material = sunMaterialOf({ metaReadKey: metaReadKey!, fileReadKey: fileReadKey! });
const chips = codes.map((_, index) =>
  createVirtualChip({ material, organisationId: organisationId!, uid: `04${index.toString(16).padStart(12, '0')}` }),
);
const paths: string[] = [];
for (let tap = 0; tap < taps; tap++) {
  for (const [index, code] of codes.entries()) paths.push(`/t/${code}?${chips[index]!.tap()}`);
}
writeFileSync(outFile!, JSON.stringify(paths));
