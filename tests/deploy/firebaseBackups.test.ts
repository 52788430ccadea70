interface BackupStep {
  name: string;
  check: string[];
  isSet(answer: string): boolean;
  set: string[];
}
// A plain CommonJS script (operators run it with node), loaded as it runs.
const { backupSteps, readerProjectRoles, readerBucketRole } =
  require('../../scripts/firebaseBackups.cjs') as {
    backupSteps(project: string, bucket: string, serviceAccount?: string): BackupStep[];
    readerProjectRoles: string[];
    readerBucketRole: string;
  };

/**
 * The backup deploy step reads gcloud's JSON answers to leave what is on alone: these are the
 * shapes gcloud prints for a project with each backup on, and for a new project.
 */
const steps = Object.fromEntries(
  backupSteps('my-town', 'my-town.firebasestorage.app').map((step) => [step.name, step]),
);

test('a daily Firestore backup schedule counts as on; a weekly one or none does not', () => {
  const daily = steps['Firestore daily backup']!;
  expect(daily.isSet(JSON.stringify([{ dailyRecurrence: {}, retention: '8467200s' }]))).toBe(true);
  expect(daily.isSet(JSON.stringify([{ weeklyRecurrence: { day: 'SUNDAY' } }]))).toBe(false);
  expect(daily.isSet('[]')).toBe(false);
  expect(daily.set).toEqual(expect.arrayContaining(['--recurrence=daily', '--retention=14w']));
});

test('point-in-time recovery counts as on only when enabled', () => {
  const pitr = steps['Firestore point-in-time recovery']!;
  expect(
    pitr.isSet(JSON.stringify({ pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED' })),
  ).toBe(true);
  expect(
    pitr.isSet(
      JSON.stringify({ pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_DISABLED' }),
    ),
  ).toBe(false);
});

test("the photos' soft delete counts as on from 30 days; Storage's default 7 days is raised", () => {
  const softDelete = steps['Storage soft delete for photos']!;
  const policy = (seconds: number) =>
    JSON.stringify({ soft_delete_policy: { retentionDurationSeconds: String(seconds) } });
  expect(softDelete.isSet(policy(30 * 24 * 3600))).toBe(true);
  expect(softDelete.isSet(policy(7 * 24 * 3600))).toBe(false);
  expect(softDelete.isSet('{}')).toBe(false);
  expect(softDelete.set).toContain('gs://my-town.firebasestorage.app');
});

test("with the functions' service account, it grants the roles the dashboard reads backups with", () => {
  const account = '123-compute@developer.gserviceaccount.com';
  const member = `serviceAccount:${account}`;
  const grants = backupSteps('my-town', 'my-town.firebasestorage.app', account).slice(3);
  expect(readerProjectRoles).toEqual([
    'roles/datastore.backupSchedulesViewer',
    'roles/datastore.backupsViewer',
    'roles/datastore.viewer',
  ]);
  expect(grants).toHaveLength(readerProjectRoles.length + 1);
  const policy = (bindings: unknown[]) => JSON.stringify({ bindings, etag: 'x' });
  for (const [index, role] of readerProjectRoles.entries()) {
    const grant = grants[index]!;
    expect(grant.check).toEqual(['projects', 'get-iam-policy', 'my-town', '--format=json']);
    expect(grant.isSet(policy([{ role, members: [member] }]))).toBe(true);
    // Another member, another role or a conditional binding is not the grant.
    expect(grant.isSet(policy([{ role, members: ['user:owner@example.org'] }]))).toBe(false);
    expect(grant.isSet(policy([{ role: 'roles/editor', members: [member] }]))).toBe(false);
    expect(grant.isSet(policy([{ role, members: [member], condition: { title: 'until' } }]))).toBe(
      false,
    );
    expect(grant.isSet('{}')).toBe(false);
    expect(grant.set).toEqual([
      'projects',
      'add-iam-policy-binding',
      'my-town',
      `--member=${member}`,
      `--role=${role}`,
      '--condition=None',
    ]);
  }
  const bucket = grants[readerProjectRoles.length]!;
  expect(bucket.isSet(policy([{ role: readerBucketRole, members: [member] }]))).toBe(true);
  expect(bucket.set).toEqual(
    expect.arrayContaining([
      'add-iam-policy-binding',
      'gs://my-town.firebasestorage.app',
      `--role=${readerBucketRole}`,
    ]),
  );
});
