import { z } from 'zod';
import { defineRead } from '../app/define';
import type { Audience } from '../app/principal';
import type { BackupFacts, GoogleBackupFacts } from '../ports';

const admins: Audience = ['admin'];

/**
 * `ok`: the newest good backup is as recent as the schedule promises; `late`: it is older than
 * that, two intervals locally and one and a half on Firebase (a backup was missed); `failing`: the last attempt failed; `none`: never one; `off`: no
 * schedule; `notReported`: the host says nothing, or could not ask (Firebase: `facts.notReported`).
 */
export type BackupHealth = 'ok' | 'late' | 'failing' | 'none' | 'off' | 'notReported';

/** A backup older than this many intervals means at least one scheduled backup was missed. */
export const backupLateAfterIntervals = 2;

/**
 * Google takes a scheduled backup once a day at a time of its choosing: one older than a day
 * and a half (36 hours for a daily schedule) means a day's backup is missing.
 */
export const googleBackupLateAfterIntervals = 1.5;

function googleBackupHealth(facts: GoogleBackupFacts, now: Date): BackupHealth {
  if (facts.notReported) return 'notReported';
  if (facts.everyHours === 0) return 'off';
  const { newest, lastGood } = facts;
  const newestFailed =
    newest?.state === 'NOT_AVAILABLE' &&
    (!lastGood || Date.parse(newest.takenAt) > Date.parse(lastGood.takenAt));
  if (newestFailed) return 'failing';
  if (!lastGood) return 'none';
  const ageMs = now.getTime() - Date.parse(lastGood.takenAt);
  return ageMs > facts.everyHours * 3_600_000 * googleBackupLateAfterIntervals ? 'late' : 'ok';
}

export function backupHealth(facts: BackupFacts | null, now: Date): BackupHealth {
  if (!facts) return 'notReported';
  if (facts.kind === 'google') return googleBackupHealth(facts, now);
  const { lastGood, lastAttempt, everyMinutes } = facts;
  if (facts.problem) return 'failing';
  if (lastAttempt && !lastAttempt.ok && (!lastGood || lastAttempt.at > lastGood.takenAt)) {
    return 'failing';
  }
  if (everyMinutes === 0) return 'off';
  if (!lastGood) return 'none';
  const ageMs = now.getTime() - Date.parse(lastGood.takenAt);
  return ageMs > everyMinutes * 60_000 * backupLateAfterIntervals ? 'late' : 'ok';
}

/**
 * File paths in a failure ("ENOSPC: no space left on device, write '/srv/…'") name the server's
 * folders: the dashboard says what went wrong, the server's log says where.
 */
const word = /\S+/g;
export const hidePaths = (text: string) =>
  text.replace(word, (candidate) => {
    const at = candidate.indexOf('/');
    return at === -1 ? candidate : `${candidate.slice(0, at)}[path]`;
  });

function withoutPaths(facts: BackupFacts): BackupFacts {
  if (facts.kind !== 'local') return facts;
  const { lastAttempt, problem } = facts;
  return {
    ...facts,
    lastAttempt: lastAttempt?.problem
      ? { ...lastAttempt, problem: hidePaths(lastAttempt.problem) }
      : lastAttempt,
    ...(problem ? { problem: hidePaths(problem) } : {}),
  };
}

export const backupStatus = defineRead({
  name: 'backupStatus',
  summary: "The newest good backup and whether backups keep to the host's schedule (admins)",
  audience: admins,
  input: z.strictObject({}),
  async run({ backups, clock }) {
    const facts = backups ? withoutPaths(await backups()) : null;
    return { health: backupHealth(facts, clock.now()), facts };
  },
});
