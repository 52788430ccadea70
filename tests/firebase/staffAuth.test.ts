import type { CallableRequest } from 'firebase-functions/v2/https';
import firebaseFunctionsTest from 'firebase-functions-test';
import { demoStaff } from '../../demo';
import { createCallables } from '../../functions/src/callables';
import { principalFromClaims } from '../../functions/src/principal';
import {
  describeWithFirebase,
  type FirebaseTestbed,
  idTokenFor,
  startFirebaseTestbed,
} from '../support/firebaseTestbed';

/** Email and password sign-in on the Auth emulator, as the SPA's admin sign-in does. */
async function idTokenForPassword(email: string, password: string): Promise<string> {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in refused: ${JSON.stringify(body)}`);
  return body.idToken;
}

describeWithFirebase('Firebase host: staff identity', () => {
  let bed: FirebaseTestbed;
  const fft = firebaseFunctionsTest();
  let callables: ReturnType<typeof createCallables>;
  beforeAll(async () => {
    bed = await startFirebaseTestbed();
    callables = createCallables(() => bed.deps);
  });
  afterAll(async () => {
    fft.cleanup();
    await bed.stop();
  });

  const call = (name: string, data: unknown, token?: Record<string, unknown>) =>
    fft.wrap(callables[name]!)({
      data,
      ...(token ? { auth: { uid: String(token.uid), token } } : {}),
    } as unknown as CallableRequest);

  const principalOf = async (idToken: string) =>
    principalFromClaims(
      (await bed.auth.verifyIdToken(idToken)) as unknown as Record<string, unknown>,
    );

  test('a vendor sign-in returns a custom token whose ID token carries the vendor claims', async () => {
    const vendor = demoStaff.vendors[0]!;
    const result = (await call('vendorLogin', {
      phone: vendor.profile.phone,
      password: vendor.password,
    })) as { customToken: string };
    const decoded = await bed.auth.verifyIdToken(await idTokenFor(result.customToken));
    expect(decoded.uid).toBe(bed.staffUid(`vendor_${vendor.profile.id}`));
    expect(decoded).toMatchObject({
      role: 'vendor',
      vendorId: vendor.profile.id,
      shopId: vendor.profile.shopId,
    });
  });

  test('a signed-in user without role claims is a visitor, not staff', async () => {
    await bed.auth.createUser({ email: 'someone@example.org', password: 'just-a-user-1' });
    const idToken = await idTokenForPassword('someone@example.org', 'just-a-user-1');
    expect(await principalOf(idToken)).toEqual({ role: 'visitor' });
  });

  test('claims that only look like staff claims make no staff principal', () => {
    expect(principalFromClaims({ role: 'admin' })).toEqual({ role: 'visitor' });
    expect(principalFromClaims({ role: 'vendor', vendorId: 'v1' })).toEqual({ role: 'visitor' });
    expect(principalFromClaims({ role: 'root', adminId: 'a' })).toEqual({ role: 'visitor' });
  });

  test('the read callable runs a named read and refuses unknown names and bad shapes', async () => {
    const doctor = (await bed.deps.context.store.query('doctors', { limit: 1 }))[0]!;
    const slots = (await call('read', {
      name: 'doctorSlots',
      params: { id: doctor.id, date: '2020-01-06' },
    })) as { slots: string[] };
    expect(slots).toEqual({ date: '2020-01-06', slots: [] });
    await expect(call('read', { name: 'credentials' })).rejects.toMatchObject({
      code: 'not-found',
      message: 'There is no read named credentials',
    });
    await expect(call('read', { name: 'shops', params: { type: 1 } })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  /** A staff sign-in as the SPA does it: the callable's custom token, then the ID token. */
  async function signedIn(action: string, data: unknown) {
    const { customToken } = (await call(action, data)) as { customToken: string };
    const rawToken = await idTokenFor(customToken);
    const token = await bed.auth.verifyIdToken(rawToken);
    return { uid: token.uid, token, rawToken };
  }
  const callAs = (name: string, data: unknown, auth: Awaited<ReturnType<typeof signedIn>>) =>
    fft.wrap(callables[name]!)({ data, auth } as unknown as CallableRequest);

  test('disabling a courier revokes their Firebase session: their token is refused at once', async () => {
    const courier = demoStaff.delivery[1]!;
    const admin = demoStaff.admins[0]!;
    const courierAuth = await signedIn('deliveryLogin', {
      phone: courier.profile.phone,
      password: courier.password,
    });
    const adminAuth = await signedIn('adminSignIn', {
      email: admin.profile.email,
      password: admin.password,
    });
    await expect(callAs('read', { name: 'deliveryOrders' }, courierAuth)).resolves.toBeTruthy();
    // Revocation counts in whole seconds: a token from the same second would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await callAs(
      'setStaffDisabled',
      { role: 'delivery', id: courier.profile.id, disabled: true },
      adminAuth,
    );
    await expect(callAs('read', { name: 'deliveryOrders' }, courierAuth)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(
      call('deliveryLogin', { phone: courier.profile.phone, password: courier.password }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/permission-denied|unauthenticated/) });
    await callAs(
      'setStaffDisabled',
      { role: 'delivery', id: courier.profile.id, disabled: false },
      adminAuth,
    );
  });
});
