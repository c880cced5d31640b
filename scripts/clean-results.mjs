// Empties test-results/ so the summary counts only this run.
import { mkdirSync, rmSync } from 'node:fs';

rmSync(new URL('../test-results', import.meta.url), { recursive: true, force: true });
mkdirSync(new URL('../test-results', import.meta.url), { recursive: true });
