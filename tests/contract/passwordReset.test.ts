import { resetEmailsPerHour } from '@town/core';
import { demoStaff } from '../../demo';
import { describeOnHosts, type HostDriver } from '../support/hosts';

const admin = demoStaff.admins[0]!;
const hourMs = 60 * 60 * 1000;

/** Asks for a reset link as the form does, after `wait` so earlier requests leave the hour. */
async function freshResetToken(api: HostDriver): Promise<string> {
  api.advanceClock(hourMs);
  await api.call('requestPasswordReset', { email: admin.profile.email });
  const token = await api.resetTokenMailedTo(admin.profile.email);
  if (!token) throw new Error('No reset link was sent');
  return token;
}

const resetEmails = async (api: HostDriver) =>
  (await api.documents<{ channel: string; to?: string; createdAt: string }>('outbox')).filter(
    (entry) => entry.channel === 'email' && entry.to === admin.profile.email,
  );

describeOnHosts(
  'password reset links',
  (api, host) => {
    // On Firebase an admin's password is Firebase Auth's to reset (the core's reset is not
    // deployed there), and Firebase Auth revokes the account's sessions itself.
    const localOnly =
      host.name === 'local'
        ? test
        : (name: string, fn: () => Promise<void>) =>
            test.skip(`${name} [Firebase Auth resets admin passwords there]`, fn);
    afterEach(async () => {
      // Each test ends with the demo password, for the next one.
      const token = await freshResetToken(api);
      await api.call('resetPassword', { token, password: admin.password });
    });

    test('no token is stored: only its hash, made when the email is sent', async () => {
      const token = await freshResetToken(api);
      expect(await api.dump()).not.toContain(token);
      const emails = (await resetEmails(api)) as unknown as Array<{ text?: string }>;
      expect(emails.every((entry) => !entry.text?.includes('token='))).toBe(true);
      const reply = await api.call('resetPassword', { token, password: 'a-brand-new-pass' });
      expect(reply.httpStatus).toBe(200);
    });

    test('using a newer link closes the older ones', async () => {
      const older = await freshResetToken(api);
      api.advanceClock(60_000);
      await api.call('requestPasswordReset', { email: admin.profile.email });
      const newer = await api.resetTokenMailedTo(admin.profile.email);
      expect(newer).toBeDefined();
      expect(newer).not.toBe(older);
      expect(
        (await api.call('resetPassword', { token: newer, password: 'newer-pass-1' })).httpStatus,
      ).toBe(200);
      const stale = await api.call('resetPassword', { token: older, password: 'older-pass-1' });
      expect(stale.body.error?.status).toBe('FAILED_PRECONDITION');
      const signIn = await api.call('adminSignIn', {
        email: admin.profile.email,
        password: 'newer-pass-1',
      });
      expect(signIn.httpStatus).toBe(200);
    });

    localOnly(
      "a reset signs the admin out everywhere: the admin's other sessions end",
      async () => {
        const { session } = await api.signIn('adminSignIn', {
          email: admin.profile.email,
          password: admin.password,
        });
        expect((await api.read('alertSummary', {}, session!)).httpStatus).toBe(200);
        const token = await freshResetToken(api);
        expect(
          (await api.call('resetPassword', { token, password: 'after-reset-1' })).httpStatus,
        ).toBe(200);
        expect(await api.principal(session!)).toEqual({ role: 'visitor' });
        expect((await api.read('alertSummary', {}, session!)).httpStatus).toBe(401);
      },
    );

    test(`one address gets at most ${resetEmailsPerHour} reset emails an hour; the answer never changes`, async () => {
      api.advanceClock(hourMs);
      const before = (await resetEmails(api)).length;
      const replies = [];
      for (let i = 0; i < resetEmailsPerHour + 3; i++) {
        replies.push((await api.call('requestPasswordReset', { email: admin.profile.email })).text);
        api.advanceClock(60_000);
      }
      expect(new Set(replies).size).toBe(1);
      expect((await resetEmails(api)).length - before).toBe(resetEmailsPerHour);
      api.advanceClock(hourMs);
      await api.call('requestPasswordReset', { email: admin.profile.email });
      expect((await resetEmails(api)).length - before).toBe(resetEmailsPerHour + 1);
    });
  },
  { limits: { signIn: 1000 } },
);
