import { configFromEnv } from '../src/backend/firebase/config';

const emulatorBuild = {
  VITE_FIREBASE_PROJECT_ID: 'demo-sonapur',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_EMULATORS: '1',
};

describe("the Firebase build's emulator addresses", () => {
  test("are firebase.json's ports unless the build is given others", () => {
    expect(configFromEnv(emulatorBuild).emulators).toEqual({
      auth: 'http://127.0.0.1:9099',
      firestore: { host: '127.0.0.1', port: 8181 },
      functions: { host: '127.0.0.1', port: 5001 },
      storage: { host: '127.0.0.1', port: 9199 },
    });
  });

  test('come from VITE_*_EMULATOR_HOST, so test and bench runs can use free ports', () => {
    const config = configFromEnv({
      ...emulatorBuild,
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:41001',
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:41002',
      VITE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:41003',
      VITE_FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:41004',
    });
    expect(config.emulators).toEqual({
      auth: 'http://127.0.0.1:41002',
      firestore: { host: '127.0.0.1', port: 41001 },
      functions: { host: '127.0.0.1', port: 41003 },
      storage: { host: '127.0.0.1', port: 41004 },
    });
  });
});

describe("the Firebase build's App Check", () => {
  const project = { VITE_FIREBASE_PROJECT_ID: 'sonapur-town', VITE_FIREBASE_API_KEY: 'key' };

  test('uses reCAPTCHA Enterprise with the site key, v3 when told, Firestore only when enforced', () => {
    expect(configFromEnv({ ...project, VITE_APP_CHECK_SITE_KEY: 'site-key' }).appCheck).toEqual({
      provider: 'recaptchaEnterprise',
      siteKey: 'site-key',
      beforeFirestore: false,
    });
    expect(
      configFromEnv({
        ...project,
        VITE_APP_CHECK_SITE_KEY: 'v3-key',
        VITE_APP_CHECK_PROVIDER: 'recaptchaV3',
        VITE_APP_CHECK_FIRESTORE: 'enforce',
      }).appCheck,
    ).toEqual({ provider: 'recaptchaV3', siteKey: 'v3-key', beforeFirestore: true });
  });

  test("an emulator build uses the emulators' own tokens; a project build without a key, none", () => {
    expect(configFromEnv(emulatorBuild).appCheck).toEqual({
      provider: 'emulator',
      beforeFirestore: false,
    });
    expect(configFromEnv(project).appCheck).toBeUndefined();
  });
});
