// Writes docs/event-file.schema.json: the JSON Schema of the event file (packages/contracts/src/event-file.ts),
// so editors can validate and complete `event.yaml` (`# yaml-language-server: $schema=…`) and `event.json` (`$schema`).
// Run: npx tsx scripts/gen-event-schema.ts   (a contracts test fails when the file is stale)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderEventFileSchema } from '../packages/contracts/src/event-file-schema.ts';

const target = fileURLToPath(new URL('../docs/event-file.schema.json', import.meta.url));
writeFileSync(target, renderEventFileSchema());
// Formatted as the linter wants it (the test compares the parsed documents).
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
