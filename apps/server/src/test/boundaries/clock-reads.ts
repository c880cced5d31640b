import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { listSources, REPO_ROOT } from './import-graph.ts';

const SERVER = 'apps/server/src/';
/** The one place that reads the machine's time: every other server file asks a `Clock`. */
export const CLOCK_FILE = `${SERVER}lib/clock.ts`;

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith(`${SERVER}test/`);

/**
 * Direct reads of the machine's time in one source text: `Date.now` (called or passed on) and
 * `new Date` without arguments. `new Date(x)` converts a time and is no read.
 */
export function clockReadsIn(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path}:${line + 1}: ${node.getText(source)}`);
  };
  const isDate = (node: ts.Expression) => ts.isIdentifier(node) && node.text === 'Date';
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isDate(node.expression) && node.name.text === 'now') report(node);
    else if (ts.isNewExpression(node) && isDate(node.expression) && (node.arguments?.length ?? 0) === 0) report(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every direct time read in the server's code outside the clock and the tests. */
export function findClockReads(): string[] {
  return listSources(SERVER)
    .filter((path) => path !== CLOCK_FILE && !isTest(path))
    .flatMap((path) => clockReadsIn(path, readFileSync(join(REPO_ROOT, path), 'utf8')));
}
