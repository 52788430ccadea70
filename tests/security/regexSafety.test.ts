import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isSafe } from 'redos-detector';
import ts from 'typescript';

/**
 * Every regular expression in the app's code, checked for backtracking that grows with the
 * input. redos-detector counts the ways a pattern can backtrack on one input position: a
 * pattern passes when that count is finite and small (a pattern such as `\S*x\S*` matched
 * against 2,000 characters without spaces does about 2,000² steps; one admin page view with
 * twenty such messages once froze the local host for seconds). Counting, not timing: the
 * test says the same on a fast and a slow machine.
 */
const root = join(__dirname, '..', '..');
const sourceFolders = ['core/src', 'server/src', 'functions/src', 'web/src'];
/** Backtracks allowed per input position; linear patterns score 1 or 2. */
const maxScore = 10;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

interface FoundPattern {
  where: string;
  source: string;
  flags: string;
}

/** Regex literals and `new RegExp('literal', 'flags')` calls in one file. */
function patternsIn(file: string): FoundPattern[] {
  const text = readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FoundPattern[] = [];
  const where = (node: ts.Node) =>
    `${relative(root, file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const end = literal.lastIndexOf('/');
      found.push({
        where: where(node),
        source: literal.slice(1, end),
        flags: literal.slice(end + 1),
      });
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp' &&
      node.arguments?.[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const flags = node.arguments[1];
      found.push({
        where: where(node),
        source: node.arguments[0].text,
        flags: flags && ts.isStringLiteralLike(flags) ? flags.text : '',
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const patterns = sourceFolders
  .flatMap((folder) => sourceFiles(join(root, folder)))
  .flatMap(patternsIn);

test('the app has regular expressions to check (the scan finds them)', () => {
  expect(patterns.length).toBeGreaterThan(20);
});

test.each(patterns.map((pattern) => [pattern.where, pattern] as const))(
  '%s backtracks a bounded number of times per input character',
  (_where, { source, flags }) => {
    const result = isSafe(new RegExp(source, flags.replace(/[gy]/g, '')));
    expect({ pattern: `/${source}/${flags}`, score: result.score }).toEqual({
      pattern: `/${source}/${flags}`,
      score: { infinite: false, value: expect.any(Number) },
    });
    expect(
      result.score.infinite ? Number.POSITIVE_INFINITY : result.score.value,
    ).toBeLessThanOrEqual(maxScore);
  },
);
