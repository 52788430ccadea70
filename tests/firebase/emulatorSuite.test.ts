import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoCatalog, demoStaff } from '../../demo';
import { type EmulatorSuite, startEmulatorSuite } from '../support/emulatorSuite';
import { firebaseUnavailableReason } from '../support/firebaseTestbed';
import { describeWhen } from '../support/officialEmulators';
import { reachable } from '../support/processes';

const bundle = join(__dirname, '..', '..', 'functions', 'dist', 'index.js');
const reason =
  firebaseUnavailableReason() ??
  (existsSync(bundle) ? null : 'functions/dist is not built (npm run build)');

/** The callable protocol over HTTP, as the web SDK sends it to the Functions emulator. */
async function callable(suite: EmulatorSuite, name: string, data: unknown, idToken?: string) {
  const response = await fetch(`http://${suite.functions}/${suite.projectId}/asia-south1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as { result?: Record<string, unknown>; error?: unknown };
}

// `npm run emulators` and the browser suites start the Firebase host this way.
describeWhen(reason, 'the seeded emulator suite (npm run emulators)', () => {
  let suite: EmulatorSuite;
  const envBefore = process.env.FIRESTORE_EMULATOR_HOST;

  beforeAll(async () => {
    suite = await startEmulatorSuite({ projectId: `demo-suite-${process.pid}` });
  }, 240_000);
  afterAll(() => suite?.stop());

  test('serves the demo town through the deployed callables, with the demo logins', async () => {
    const vendor = demoStaff.vendors[0]!;
    expect(suite.logins).toContainEqual(
      expect.objectContaining({ role: 'vendor', login: vendor.profile.phone }),
    );
    const signIn = await callable(suite, 'vendorLogin', {
      phone: vendor.profile.phone,
      password: vendor.password,
    });
    expect(signIn.result).toMatchObject({ profile: vendor.profile });
    const product = demoCatalog.products.find((p) => p.available && p.stock > 0)!;
    const order = await callable(suite, 'createOrder', {
      customer: { name: 'Suite Customer', phone: '9000000977' },
      address: { line: '4 Temple Road, Sonapur' },
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(order.result).toMatchObject({ code: expect.any(String) });
  });

  test('the demo admin signs in with email and password and carries the admin claim', async () => {
    const admin = demoStaff.admins[0]!;
    const response = await fetch(
      `http://${suite.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: admin.profile.email,
          password: admin.password,
          returnSecureToken: true,
        }),
      },
    );
    const { idToken } = (await response.json()) as { idToken: string };
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ role: 'admin', adminId: admin.profile.id });
    const staff = await callable(suite, 'read', { name: 'adminDashboard', params: {} }, idToken);
    expect(staff.error).toBeUndefined();
  });

  test('stop ends every emulator and gives the environment back', async () => {
    const { firestore, auth, functions } = suite;
    await suite.stop();
    for (const host of [firestore, auth, functions]) {
      expect([host, await reachable(`http://${host}/`)]).toEqual([host, false]);
    }
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBe(envBefore);
  });
});
