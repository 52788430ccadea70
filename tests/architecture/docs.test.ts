import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

/**
 * The docs stay true to the tree: every repository path README.md and docs/ name exists, and
 * every decision record is in the index with its date and status. No network, no build.
 */
const root = join(__dirname, '..', '..');

/** Tracked and new files, never ignored outputs (a build's files must not make a path true). */
const files: string[] = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => file !== '' && existsSync(join(root, file)));

const folders = new Set(
  files.flatMap((file) => {
    const parts = file.split('/');
    return parts.slice(1).map((_, i) => `${parts.slice(0, i + 1).join('/')}/`);
  }),
);
const entries = [...files, ...folders];
/** Every entry's endings that start at a folder: where a path named from its layer may match. */
const tails = entries.flatMap((entry) =>
  entry
    .replace(/\/$/, '')
    .split('/')
    .map((_, i, parts) => parts.slice(i).join('/') + (entry.endsWith('/') ? '/' : '')),
);

/** A path's first folder that marks it as the repository's, named from the top. */
const repositoryFolders = [
  'core/',
  'server/',
  'functions/',
  'web/',
  'tests/',
  'scripts/',
  'bench/',
  'docs/',
  'deploy/',
  '.ci/',
  '.githooks/',
];

/** File kinds a bare name or a folder-relative path is taken as a repository file for. */
const sourceFile = /\.(ts|tsx|js|mjs|cjs|json|md|rules|css|html|sqlite)$/;

/**
 * Paths the docs name that are made at run time or by the operator, never committed. A named
 * path that starts with one of these is not looked for.
 */
const madeAtRunTime: ReadonlyArray<readonly [prefix: string, why: string]> = [
  ['data/', 'the local host database folder, made at first start'],
  ['backups/', 'where the host writes its backups'],
  ['reports/', "the test run's and the bench's reports"],
  ['web/dist', 'web builds (web/dist, web/dist-firebase)'],
  ['web/.prerender', "the web build's renderer, beside web/dist"],
  ['web/.env.firebase.local', "the operator's Firebase web config (git-ignored)"],
  ['functions/dist', 'the functions bundle'],
  ['server/dist', "the local host's build (main.js, and demo.js that npm start runs)"],
  ['functions/cli-dist', "the operator commands' bundle"],
  ['functions/node_modules', 'installed packages'],
  ['functions/.env.', "a project's own settings, written by its operator"],
  ['uploads/', 'photos the hosts store (local data folder, Cloud Storage)'],
  ['catalog/products/', 'the Cloud Storage folder of product photos'],
  ['assets/', "a web build's scripts and styles"],
  ['dist/', 'a build folder (web/dist, a package of node_modules)'],
  ['.vite/manifest.json', "Vite's manifest inside a web build"],
  ['manifest.json', "a backup's manifest, or a web build's"],
  ['app.html', 'the shell page a web build writes'],
  ['page.html', 'the page template a web build writes'],
  ['index.html', 'the home page a web build writes (its source is web/index.html)'],
  ['.partial-', 'a backup folder while it is written'],
  ['replaced-by-restore-', 'what a restore sets aside'],
  ['decisions/NNNN-title.md', 'the pattern a new record follows'],
  ['.br', 'a file extension, not a file'],
  ['.gz', 'a file extension, not a file'],
];

/** Files deleted on purpose: only a decision record, which tells their history, names them. */
const deletedOnPurpose: ReadonlyArray<readonly [path: string, why: string]> = [
  ['core/src/policy/dataAccess.ts', 'the TypeScript twin of the rules, deleted by decision 0201'],
  ['functions/src/rules/zodToRules.ts', 'the rules generator, deleted by decision 0310'],
  ['rulesRegex.ts', 'the rules generator, deleted by decision 0310'],
  ['functions/src/rules/*', 'the rules generator, deleted by decision 0310'],
  ['functions/src/cli/generateRules.ts', 'the rules generator, deleted by decision 0310'],
  ['tests/rules/catalogCases.test.ts', "the generator's cases, deleted by decision 0310"],
  ['core/src/seed/', 'the demo town, moved out of core into demo/ by decision 1800'],
  ['core/src/seed/bengali.ts', 'the demo town, moved out of core into demo/ by decision 1800'],
  ['core/src/seed/searchWords.ts', 'the demo town, moved out of core into demo/ by decision 1800'],
  ['.dependency-cruiser-known-violations.json', 'the import baseline, emptied and deleted (1470)'],
];

interface Named {
  doc: string;
  line: number;
  path: string;
  /** Where it is looked for: from the top, from the doc's folder, or at any folder's end. */
  from: 'root' | 'doc' | 'anywhere';
}

const docs = files.filter(
  (file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')),
);

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The text with fenced blocks blanked (their lines kept) and the blocks' own lines. */
function splitFences(text: string): { prose: string; fenced: string } {
  let inFence = false;
  const prose: string[] = [];
  const fenced: string[] = [];
  for (const line of text.split('\n')) {
    const fence = /^\s*```/.test(line);
    if (fence) inFence = !inFence;
    const code = fence || inFence;
    prose.push(code ? '' : line);
    fenced.push(code && !fence ? line : '');
  }
  return { prose: prose.join('\n'), fenced: fenced.join('\n') };
}

const trimWord = (word: string) => word.replace(/^['"(]+|[)'",.:;]+$/g, '');
const isRepositoryPath = (word: string) => repositoryFolders.some((top) => word.startsWith(top));

/** A code span's words that name a repository path, or the whole span when it is one. */
function namedInSpan(span: string): Pick<Named, 'path' | 'from'>[] {
  const words = span.trim().split(/\s+/).map(trimWord);
  const [only] = words;
  if (words.length === 1 && only) {
    const word = only.replace(/^\.\//, '');
    if (isRepositoryPath(word)) return [{ path: word, from: 'root' }];
    const outsideBraces = word.replace(/\{[^}]*\}/g, '');
    if (/[=?|(),"']|…|\.\.\.|^[/@#~-]|^\.\.?$|^[a-z][\w+.-]*:/i.test(outsideBraces)) return [];
    if (word.includes('/') && (word.endsWith('/') || sourceFile.test(word))) {
      return [{ path: word, from: 'anywhere' }];
    }
    if (/^\.[\w.-]+$/.test(word) || (!word.includes('/') && sourceFile.test(word))) {
      return [{ path: word, from: 'anywhere' }];
    }
    return [];
  }
  return words.filter(isRepositoryPath).map((path) => ({ path, from: 'root' as const }));
}

function namedIn(doc: string): Named[] {
  const text = readFileSync(join(root, doc), 'utf8');
  const { prose, fenced } = splitFences(text);
  const named: Named[] = [];
  for (const match of prose.matchAll(/`([^`]+)`/g)) {
    for (const each of namedInSpan(match[1] ?? '')) {
      named.push({ doc, line: lineAt(prose, match.index), ...each });
    }
  }
  const withoutCode = prose.replace(/`[^`]*`/g, (code) => code.replace(/[^\n]/g, ' '));
  for (const match of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = (match[1] ?? '').split('#')[0] ?? '';
    if (target === '' || /^[a-z][\w+.-]*:/i.test(target)) continue;
    named.push({ doc, line: lineAt(withoutCode, match.index), path: target, from: 'doc' });
  }
  // Diagrams and commands: only the words that start at a repository folder.
  for (const match of fenced.matchAll(/[^\s`]+/g)) {
    const word = trimWord(match[0]);
    if (isRepositoryPath(word)) {
      named.push({ doc, line: lineAt(fenced, match.index), path: word, from: 'root' });
    }
  }
  return named;
}

const escapeRegex = (text: string) => text.replace(/[.+^$()|\\]/g, '\\$&');

/** `common/{en,bn}.json` names two files, and both must exist. */
function alternativesOf(path: string): string[] {
  const match = /\{([^}]*,[^}]*)\}/.exec(path);
  if (!match) return [path];
  const [group, inner = ''] = match;
  return inner.split(',').flatMap((choice) => alternativesOf(path.replace(group, choice)));
}

/** A path with globs (`*`, `**`) or placeholders (`<id>`, `{id}`, `[hash]`) as a pattern. */
function patternOf(path: string): RegExp {
  let pattern = '';
  for (const part of path.split(/(\*\*|\*|<[^>]*>|\{[^}]*\}|\[[^\]]*\])/)) {
    if (part === '**') pattern += '.*';
    else if (part === '*' || /^(<.*>|\{.*\}|\[.*\])$/.test(part)) pattern += '[^/]*';
    else pattern += escapeRegex(part);
  }
  return new RegExp(`^${pattern}/?$`);
}

/** Module paths may leave the extension out, as imports do. */
const asModule = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts'];

function existsOne(doc: string, path: string, from: Named['from']): boolean {
  if (from === 'doc') {
    const resolved = posix.normalize(posix.join(dirname(doc), path));
    return entries.includes(resolved) || entries.includes(`${resolved}/`);
  }
  if (from === 'root') {
    return asModule.some((ending) => {
      const pattern = patternOf(`${path}${ending}`);
      return entries.some((entry) => pattern.test(entry));
    });
  }
  const pattern = patternOf(path);
  return tails.some((tail) => pattern.test(tail));
}

const exists = ({ doc, path, from }: Named) =>
  alternativesOf(path).every((each) => existsOne(doc, each, from));

function madeLater(path: string): boolean {
  const resolved = path.replace(/^\.\//, '');
  return madeAtRunTime.some(([prefix]) => resolved.startsWith(prefix));
}

function deletedAndToldWhy({ doc, path }: Named): boolean {
  return (
    doc.startsWith('docs/decisions/') && deletedOnPurpose.some(([deleted]) => deleted === path)
  );
}

describe('the docs name only paths that exist', () => {
  const named = docs.flatMap(namedIn);

  test('README.md and docs/ are read, and name paths', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
    expect(named.length).toBeGreaterThan(300);
  });

  test('every named repository path exists', () => {
    const missing = named
      .filter((each) => !madeLater(each.path) && !deletedAndToldWhy(each) && !exists(each))
      .map(({ doc, line, path }) => `${doc}:${line}: ${path}`);
    expect(missing).toEqual([]);
  });

  test('a deleted file stays deleted, or leaves the list', () => {
    const back = deletedOnPurpose.filter(([path]) => existsSync(join(root, path)));
    expect(back).toEqual([]);
  });
});

describe('decision records', () => {
  const records = files
    .filter((file) => /^docs\/decisions\/\d{4}-[^/]+\.md$/.test(file))
    .map((file) => posix.basename(file))
    .sort();
  const numberOf = (record: string) => record.slice(0, 4);
  const index = readFileSync(join(root, 'docs', 'README.md'), 'utf8');

  test('there are records', () => {
    expect(records.length).toBeGreaterThan(50);
  });

  test('each is in the index of docs/README.md, under its number', () => {
    const missing = records.filter(
      (record) => !index.includes(`[${numberOf(record)}](decisions/${record})`),
    );
    expect(missing).toEqual([]);
  });

  test('each opens with its date and status in one format', () => {
    const known = new Set(records.map(numberOf));
    const wrong = records.filter((record) => {
      const [title, blank, status] = readFileSync(
        join(root, 'docs', 'decisions', record),
        'utf8',
      ).split('\n');
      const match =
        /^Date: \d{4}-\d{2}-\d{2}\. Status: (?:accepted|(?:accepted, partly )?superseded by (\d{4}))\.$/.exec(
          status ?? '',
        );
      const later = match?.[1];
      return (
        !title?.startsWith(`# ${numberOf(record)}`) ||
        blank !== '' ||
        !match ||
        (later !== undefined && (!known.has(later) || later <= numberOf(record)))
      );
    });
    expect(wrong).toEqual([]);
  });
});
