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
