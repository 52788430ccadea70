/**
 * `npm ci` and `npm install` run this (the `prepare` script): git runs the repository's hooks in
 * .githooks (a pre-commit hook that formats and lints what is staged). Does nothing in CI, outside
 * a git work tree (a tarball, a Docker layer), without git, or where the developer already points
 * core.hooksPath elsewhere; it never fails an install.
 */
import { execFileSync } from 'node:child_process';

const hooksPath = '.githooks';

function git(...args) {
  return execFileSync('git', args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

function install() {
  if (process.env.CI) return 'CI';
  try {
    if (git('rev-parse', '--is-inside-work-tree') !== 'true') return 'not a git work tree';
  } catch {
    return 'no git work tree here';
  }
  let current = '';
  try {
    current = git('config', '--get', 'core.hooksPath');
  } catch {
    // Unset: git exits 1.
  }
  if (current === hooksPath) return null;
  if (current) return `core.hooksPath is already ${current}`;
  // Relative: each work tree (git worktree add) runs the hooks of its own checkout.
  git('config', 'core.hooksPath', hooksPath);
  return null;
}

try {
  const skipped = install();
  if (skipped && skipped !== 'CI') console.log(`Git hooks not installed: ${skipped}.`);
} catch (error) {
  console.warn(`Git hooks not installed: ${error instanceof Error ? error.message : error}`);
}
