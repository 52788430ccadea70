import { demoStaff } from '../../demo';
import { grantAdmin } from '../../functions/src/admins';
import { principalFromClaims } from '../../functions/src/principal';
import {
  describeWithFirebase,
  type FirebaseTestbed,
  startFirebaseTestbed,
} from '../support/firebaseTestbed';

const authUrl = (path: string) =>
  `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`;

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(authUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** Email and password sign-in, as the web app's admin sign-in does. */
async function idTokenForPassword(email: string, password: string): Promise<string> {
  const body = await post('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  if (typeof body.idToken !== 'string') throw new Error(`Sign-in refused: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** What a stranger can do with the public web API key: register any address, unverified. */
async function signUpFromBrowser(email: string, password: string): Promise<string> {
  const body = await post('accounts:signUp', { email, password, returnSecureToken: true });
  if (typeof body.localId !== 'string') throw new Error(`Sign-up refused: ${JSON.stringify(body)}`);
  return body.localId;
}

describeWithFirebase('admin:grant on the Auth emulator', () => {
  let bed: FirebaseTestbed;
  beforeAll(async () => {
    bed = await startFirebaseTestbed();
  });
  afterAll(async () => {
    await bed.stop();
  });

  const grant = (email: string) =>
    grantAdmin({ auth: bed.auth, store: bed.deps.context.store, ids: bed.deps.context.ids }, email);
  const principalOf = async (idToken: string) =>
    principalFromClaims(
      (await bed.auth.verifyIdToken(idToken)) as unknown as Record<string, unknown>,
    );

  test('an address without an account gets one: a password shown once, a link to choose another, the admin claim', async () => {
    const email = 'new.admin@sonapur.example';
    const granted = await grant(email);
    expect(granted.createdUser).toBe(true);
    expect(granted.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(granted.passwordLink).toMatch(/^http.*oobCode=/);
    expect(await bed.firestore.documents('admins')).toContainEqual({
      id: granted.adminId,
      email,
      name: 'new.admin',
    });
    const idToken = await idTokenForPassword(email, granted.password!);
    expect(await principalOf(idToken)).toEqual({ role: 'admin', adminId: granted.adminId });
    // Running it again for the same admin changes nothing and makes no new password.
    const again = await grant(email);
    expect(again).toEqual({ uid: granted.uid, adminId: granted.adminId, createdUser: false });
    expect(await principalOf(await idTokenForPassword(email, granted.password!))).toEqual({
      role: 'admin',
      adminId: granted.adminId,
    });
  });

  test("a stranger who registered the admin's address first is refused, and nothing changes", async () => {
    const email = 'future.admin@sonapur.example';
    const uid = await signUpFromBrowser(email, 'attacker-pass-1');
    const before = await bed.firestore.dump();
    await expect(grant(email)).rejects.toThrow(/not verified/);
    expect(await bed.firestore.dump()).toBe(before);
    expect((await bed.auth.getUser(uid)).customClaims ?? {}).toEqual({});
    expect(await principalOf(await idTokenForPassword(email, 'attacker-pass-1'))).toEqual({
      role: 'visitor',
    });
  });

  test('an account whose owner verified the address is granted, keeping a profile moved from the local host', async () => {
    const { profile } = demoStaff.admins[0]!;
    const uid = await signUpFromBrowser(profile.email, 'moved-admin-pass');
    // The owner clicked the verification link; the Admin SDK stands in for that click.
    await bed.auth.updateUser(uid, { emailVerified: true });
    const granted = await grant(profile.email.toUpperCase());
    expect(granted).toEqual({ uid, adminId: profile.id, createdUser: false });
    const idToken = await idTokenForPassword(profile.email, 'moved-admin-pass');
    expect(await principalOf(idToken)).toEqual({ role: 'admin', adminId: profile.id });
  });

  test('a disabled account is refused', async () => {
    const email = 'disabled.admin@sonapur.example';
    await bed.auth.createUser({
      email,
      password: 'disabled-pass-1',
      emailVerified: true,
      disabled: true,
    });
    await expect(grant(email)).rejects.toThrow(/disabled/);
  });

  test('what is not an email address is refused and changes nothing', async () => {
    const before = await bed.firestore.dump();
    await expect(grant('not-an-email')).rejects.toThrow(/valid email/);
    expect(await bed.firestore.dump()).toBe(before);
  });
});
