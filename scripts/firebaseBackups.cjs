// `npm run firebase:backups -- --project my-town [--bucket my-town.firebasestorage.app]
// [--service-account <email>] [--dry-run]`: the deploy step that turns on the Firebase host's backups (decision 0315), with
// the Google Cloud CLI (gcloud, signed in as an owner of the project). Safe to run again: each
// step looks first and changes only what is not set yet.
//   - Firestore: a daily scheduled backup kept 14 weeks, and point-in-time recovery (7 days).
//   - Cloud Storage (the photos): soft delete, so a deleted or overwritten photo can be brought
//     back for 30 days.
//   - The functions' service account (--service-account, by default the project's default compute
//     account, which the functions run as) may read what the admin dashboard shows of these
//     (functions/src/googleBackups.ts): the roles in `readerProjectRoles` on the project and
//     `readerBucketRole` on the photos' bucket.
// --dry-run prints what would run and runs only the reads.
const { spawnSync } = require('node:child_process');

const dailyRetention = '14w';
const softDeleteDuration = '30d';

/**
 * What the admin dashboard's backup box asks Google with the functions' own credentials, and the
 * read-only role that allows each (Google's Firestore IAM reference):
 *   backupSchedules.list  datastore.backupSchedules.list  roles/datastore.backupSchedulesViewer
 *   backups.list          datastore.backups.list          roles/datastore.backupsViewer
 *   databases.get (PITR)  datastore.databases.getMetadata roles/datastore.viewer
 *   buckets.get           storage.buckets.get             roles/storage.legacyBucketReader
 * A project whose default compute account still has Editor needs none of them; one created
 * without that automatic grant does.
 */
const readerProjectRoles = [
  'roles/datastore.backupSchedulesViewer',
  'roles/datastore.backupsViewer',
  'roles/datastore.viewer',
];
const readerBucketRole = 'roles/storage.legacyBucketReader';

/** Whether an IAM policy (gcloud's JSON) binds `role` to `member` without a condition. */
const binds = (answer, role, member) =>
  (JSON.parse(answer || '{}').bindings ?? []).some(
    (binding) =>
      binding.role === role && !binding.condition && (binding.members ?? []).includes(member),
  );

/** The grants that let the functions' service account read the backups' state. */
function readerSteps(project, bucket, serviceAccount) {
  const member = `serviceAccount:${serviceAccount}`;
  return [
    ...readerProjectRoles.map((role) => ({
      name: `Dashboard reads backups: ${role}`,
      check: ['projects', 'get-iam-policy', project, '--format=json'],
      isSet: (answer) => binds(answer, role, member),
      set: [
        'projects',
        'add-iam-policy-binding',
        project,
        `--member=${member}`,
        `--role=${role}`,
        '--condition=None',
      ],
    })),
    {
      name: `Dashboard reads photo soft delete: ${readerBucketRole}`,
      check: [
        'storage',
        'buckets',
        'get-iam-policy',
        `gs://${bucket}`,
        '--project',
        project,
        '--format=json',
      ],
      isSet: (answer) => binds(answer, readerBucketRole, member),
      set: [
        'storage',
        'buckets',
        'add-iam-policy-binding',
        `gs://${bucket}`,
        `--member=${member}`,
        `--role=${readerBucketRole}`,
        '--project',
        project,
      ],
    },
  ];
}

/**
 * The steps for one project: what each checks first, and the command that sets it; with the
 * functions' service account, the grants that let the dashboard read the result.
 */
function backupSteps(project, bucket, serviceAccount) {
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
    ...(serviceAccount ? readerSteps(project, bucket, serviceAccount) : []),
  ];
}

function gcloud(args) {
  const result = spawnSync('gcloud', args, { encoding: 'utf8' });
  if (result.error)
    throw new Error(`gcloud could not run (${result.error.message}): install the Google Cloud CLI`);
  return result;
}

/** The functions run as the project's default compute service account. */
function defaultServiceAccount(project) {
  const described = gcloud(['projects', 'describe', project, '--format=value(projectNumber)']);
  const number = described.status === 0 ? described.stdout.trim() : '';
  return /^\d+$/.test(number) ? `${number}-compute@developer.gserviceaccount.com` : undefined;
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
  const serviceAccount = option('--service-account') ?? defaultServiceAccount(project);
  if (!serviceAccount) {
    failed += 1;
    console.error(
      "The functions' service account could not be found (gcloud projects describe): name it with --service-account, or grant it the roles in docs/firebase.md (Backups) by hand",
    );
  }
  for (const step of backupSteps(project, bucket, serviceAccount)) {
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

module.exports = { backupSteps, readerProjectRoles, readerBucketRole };

if (require.main === module) process.exit(main(process.argv.slice(2)));
