/**
 * Points the web app's imports of i18next and react-i18next at the app's own module
 * (web/src/i18n/useTranslation.ts, decision 1330): `useTranslation` and `TFunction` keep their
 * names and shape, only the import line changes. Safe to run again at any time (for example
 * after merging screens written against react-i18next); it prints the files it changed and
 * fails on an import it cannot translate.
 *
 *   node scripts/i18n-imports.mjs
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const root = join(import.meta.dirname, '..');
const adapter = join(root, 'web', 'src', 'i18n', 'useTranslation');
const folders = [join(root, 'web', 'src'), join(root, 'web', 'test')];
/** What the adapter offers under the same names. */
const offered = new Set([
  'useTranslation',
  'TFunction',
  'type TFunction',
  'TOptions',
  'type TOptions',
]);

const importLine = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(react-i18next|i18next)';$/gm;

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

function specifierFrom(file) {
  const path = relative(dirname(file), adapter).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

const changed = [];
const refused = [];
for (const folder of folders) {
  for (const file of sourceFiles(folder)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes("i18next'")) continue;
    const next = text.replace(importLine, (line, typeOnly, names) => {
      const list = names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (!list.every((name) => offered.has(name))) {
        refused.push(`${relative(root, file)}: ${line}`);
        return line;
      }
      return `import ${typeOnly ?? ''}{ ${list.join(', ')} } from '${specifierFrom(file)}';`;
    });
    if (next !== text) {
      writeFileSync(file, next);
      changed.push(relative(root, file));
    }
    if (
      /from '(react-)?i18next'/.test(next) &&
      !refused.some((r) => r.startsWith(relative(root, file)))
    ) {
      refused.push(`${relative(root, file)}: an import of i18next this script does not recognise`);
    }
  }
}
for (const file of changed) console.log(`changed ${file}`);
// The new line sorts elsewhere among the imports: let the formatter put it in its place.
if (changed.length > 0) {
  spawnSync('npx', ['biome', 'check', '--write', ...changed], { cwd: root, stdio: 'inherit' });
}
console.log(`${changed.length} file(s) changed`);
if (refused.length > 0) {
  console.error(`Left alone (change by hand to web/src/i18n):\n${refused.join('\n')}`);
  process.exitCode = 1;
}
