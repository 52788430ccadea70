// `npm run firebase:backups -- --project my-town [--bucket my-town.firebasestorage.app]
// [--dry-run]`: the deploy step that turns on the Firebase host's backups (decision 0315), with
// the Google Cloud CLI (gcloud, signed in as an owner of the project). Safe to run again: each
// step looks first and changes only what is not set yet.
//   - Firestore: a daily scheduled backup kept 14 weeks, and point-in-time recovery (7 days).
//   - Cloud Storage (the photos): soft delete, so a deleted or overwritten photo can be brought
//     back for 30 days.
// --dry-run prints what would run and runs only the reads.
const { spawnSync } = require('node:child_process');

const dailyRetention = '14w';
const softDeleteDuration = '30d';

/** The steps for one project: what each checks first, and the command that sets it. */
function backupSteps(project, bucket) {
  const at = ['--project', project, '--format=json'];
  return [
    {
      name: 'Firestore daily backup',
      check: ['firestore', 'backups', 'schedules', 'list', '--database=(default)', ...at],
      isSet: (answer) => JSON.parse(answer || '[]').some((schedule) => schedule.dailyRecurrence),
      set: [
        'firestore',
        'backups',
        'schedules',
        'create',
        '--database=(default)',
        '--recurrence=daily',
        `--retention=${dailyRetention}`,
        '--project',
        project,
      ],
    },
    {
      name: 'Firestore point-in-time recovery',
      check: ['firestore', 'databases', 'describe', '--database=(default)', ...at],
      isSet: (answer) =>
        JSON.parse(answer || '{}').pointInTimeRecoveryEnablement ===
        'POINT_IN_TIME_RECOVERY_ENABLED',
      set: [
        'firestore',
        'databases',
        'update',
        '--database=(default)',
        '--enable-pitr',
        '--project',
        project,
      ],
    },
    {
      name: 'Storage soft delete for photos',
      check: ['storage', 'buckets', 'describe', `gs://${bucket}`, ...at],
      isSet: (answer) =>
        Number(JSON.parse(answer || '{}').soft_delete_policy?.retentionDurationSeconds ?? 0) >=
        30 * 24 * 3600,
      set: [
        'storage',
        'buckets',
        'update',
        `gs://${bucket}`,
        `--soft-delete-duration=${softDeleteDuration}`,
        '--project',
        project,
      ],
    },
  ];
}

function gcloud(args) {
  const result = spawnSync('gcloud', args, { encoding: 'utf8' });
  if (result.error)
    throw new Error(`gcloud could not run (${result.error.message}): install the Google Cloud CLI`);
  return result;
}

function main(argv) {
  const option = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const project = option('--project');
  if (!project) {
    console.error('Name the project: npm run firebase:backups -- --project my-town');
    return 2;
  }
  const bucket = option('--bucket') ?? `${project}.firebasestorage.app`;
  const dryRun = argv.includes('--dry-run');
  let failed = 0;
  for (const step of backupSteps(project, bucket)) {
    const checked = gcloud(step.check);
    if (checked.status === 0 && step.isSet(checked.stdout)) {
      console.log(`${step.name}: already on`);
      continue;
    }
    console.log(`${step.name}: gcloud ${step.set.join(' ')}`);
    if (dryRun) continue;
    const done = gcloud(step.set);
    if (done.status !== 0) {
      failed += 1;
      console.error(`${step.name} failed:\n${done.stderr}`);
    }
  }
  return failed === 0 ? 0 : 1;
}

module.exports = { backupSteps };

if (require.main === module) process.exit(main(process.argv.slice(2)));
