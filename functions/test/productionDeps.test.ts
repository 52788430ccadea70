import { deleteApp, getApps } from 'firebase-admin/app';
import { productionDeps } from '../src/productionDeps';

/**
 * A project whose Storage was never set up has no default bucket: firebase-admin throws as soon
 * as one is asked for. The deployed host must still answer every callable that touches no photo.
 */
describe('the deployed host on a project with no default Cloud Storage bucket', () => {
  const saved = { config: process.env.FIREBASE_CONFIG, project: process.env.GCLOUD_PROJECT };
  beforeAll(() => {
    delete process.env.FIREBASE_CONFIG;
    process.env.GCLOUD_PROJECT = 'town-without-storage';
  });
  afterAll(async () => {
    await Promise.all(getApps().map((app) => deleteApp(app)));
    if (saved.config !== undefined) process.env.FIREBASE_CONFIG = saved.config;
    if (saved.project === undefined) delete process.env.GCLOUD_PROJECT;
    else process.env.GCLOUD_PROJECT = saved.project;
  });

  test('builds its dependencies (what every callable starts with)', () => {
    expect(() => productionDeps()).not.toThrow();
  });

  test('only a photo upload is refused, saying what to set up', async () => {
    await expect(productionDeps().photos.list('uploads/')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('no Cloud Storage bucket'),
    });
  });
});
