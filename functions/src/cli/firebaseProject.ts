import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/**
 * The project an operator command works on: `--project <id>`, else GCLOUD_PROJECT, else the
 * default in .firebaserc. Credentials come from Application Default Credentials
 * (`gcloud auth application-default login`) or, with *_EMULATOR_HOST set, the emulators.
 */
export function projectId(argv: string[], root = process.cwd()): string {
  const flag = argv.indexOf('--project');
  if (flag >= 0 && argv[flag + 1]) return argv[flag + 1] as string;
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  const rc = JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')) as {
    projects?: { default?: string };
  };
  const id = rc.projects?.default;
  if (!id) throw new Error('No project: pass --project <id> or set one in .firebaserc');
  return id;
}

/** Options a command takes with a value (`--project my-town`). */
const valued = new Set(['--project', '--site']);

/** Positional arguments, without the options and their values. */
export function positional(argv: string[]): string[] {
  return argv.filter((arg, i) => !valued.has(arg) && !valued.has(argv[i - 1] ?? ''));
}

/** The value given after `name` (`--site https://…`), if any. */
export function optionValue(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

export function connect(project: string) {
  const app = getApps()[0] ?? initializeApp({ projectId: project });
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  return { auth: getAuth(app), db };
}
