import type { Principal, StaffAccount, StaffInvitation } from '@town/core';
import { demoCatalog } from '../../demo';
import { describeOnHosts, type Reply, signInAsDemo } from '../support/hosts';

/**
 * Staff invitations on both hosts: an admin adds a vendor or courier without a password and
 * gets a one-time link (`/invite#<token>`); its holder sets their own password with it and is
 * signed in. A link works once, for a week, until withdrawn or replaced; a new link on an
 * account with a password is how an admin resets it.
 */
describeOnHosts(
  'staff invitations: one-time links to set a password',
  (api) => {
    const week = 7 * 24 * 60 * 60 * 1000;
    const shop = demoCatalog.shops.find((s) => s.type === 'bazaar')!;
    let phones = 0;
    const newPhone = () => `98765${String(++phones).padStart(5, '0')}`;
    const admin = () => signInAsDemo(api, 'admin');

    const refusalOf = (reply: Reply) =>
      (reply.body.error?.details as { reason?: string } | undefined)?.reason;

    /** What a refused call must leave: the store exactly as it was. */
    async function expectRefusedUnchanged(send: () => Promise<Reply>, reason?: string) {
      const before = await api.dump();
      const reply = await send();
      expect(reply.httpStatus).toBeGreaterThanOrEqual(400);
      expect(reply.httpStatus).toBeLessThan(500);
      if (reason) expect(refusalOf(reply)).toBe(reason);
      expect(await api.dump()).toBe(before);
      return reply;
    }

    type Invited = { account: StaffAccount; invitation: { token: string; expiresAt: string } };

    async function invite(role: 'vendor' | 'delivery', name: string): Promise<Invited> {
      const reply = await api.call(
        'createStaffAccount',
        { role, name, phone: newPhone(), ...(role === 'vendor' ? { shopId: shop.id } : {}) },
        await admin(),
      );
      if (reply.httpStatus !== 200) throw new Error(`No invitation: ${reply.text}`);
      return reply.body.result as Invited;
    }

    async function listed(account: StaffAccount) {
      const reply = await api.read('staffAccounts', { role: account.role }, await admin());
      return (reply.body.result as { accounts: StaffAccount[] }).accounts.find(
        (each) => each.id === account.id,
      );
    }

    const closed = 'invitation-closed';
    const accept = (token: string, password: string) =>
      api.call('acceptStaffInvitation', { token, password });

    test("an invited vendor's first sign-in: the link says whom it is for, sets the password once, and signs them in", async () => {
      const { account, invitation } = await invite('vendor', 'Haripada Invited');
      expect(account).toMatchObject({ state: 'invited', disabled: false, shopId: shop.id });
      expect(invitation.token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
      expect(Date.parse(invitation.expiresAt) - api.now().getTime()).toBe(week);
      expect(account.invitationExpiresAt).toBe(invitation.expiresAt);
      // Stored as a digest only; the list shows the state and the expiry, never the token.
      const dump = await api.dump();
      expect(dump).not.toContain(invitation.token);
      const stored = (await api.documents<StaffInvitation>('staffInvitations')).find(
        (each) => each.subjectId === account.id,
      );
      expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(await listed(account)).toEqual(account);
      expect(JSON.stringify(await listed(account))).not.toContain(invitation.token);

      // Before the link is used, no password signs the account in.
      const early = await api.call('vendorLogin', {
        phone: account.phone,
        password: 'guess-pass-1',
      });
      expect(early.httpStatus).toBe(401);

      const view = await api.call('viewStaffInvitation', { token: invitation.token });
      expect(view.body.result).toEqual({
        role: 'vendor',
        name: 'Haripada Invited',
        shopName: shop.name,
        expiresAt: invitation.expiresAt,
      });

      const { reply, session } = await api.signIn('acceptStaffInvitation', {
        token: invitation.token,
        password: 'my-own-pass-1',
      });
      expect(reply.httpStatus).toBe(200);
      expect(await api.principal(session ?? undefined)).toEqual({
        role: 'vendor',
        vendorId: account.id,
        shopId: shop.id,
      } satisfies Principal);
      const own = await api.read('vendorProducts', {}, session ?? undefined);
      expect((own.body.result as { shop: { id: string } }).shop.id).toBe(shop.id);
      expect(await listed(account)).toEqual({
        ...account,
        state: 'active',
        invitationExpiresAt: undefined,
      });
      const later = await api.signIn('vendorLogin', {
        phone: account.phone,
        password: 'my-own-pass-1',
      });
      expect(later.reply.httpStatus).toBe(200);

      // Used once: the same link again is refused and changes nothing.
      await expectRefusedUnchanged(() => accept(invitation.token, 'another-pass-2'), closed);
      await expectRefusedUnchanged(
        () => api.call('viewStaffInvitation', { token: invitation.token }),
        closed,
      );
    });

    test('a link past its week is refused and changes nothing', async () => {
      const { invitation } = await invite('delivery', 'Late Courier');
      api.advanceClock(week + 60_000);
      await expectRefusedUnchanged(
        () => api.call('viewStaffInvitation', { token: invitation.token }),
        closed,
      );
      await expectRefusedUnchanged(() => accept(invitation.token, 'late-pass-123'), closed);
    });

    test('a wrong token is refused like a used one', async () => {
      await expectRefusedUnchanged(() => accept('W'.repeat(43), 'wrong-pass-123'), closed);
    });

    test('a new link replaces the older one; a withdrawn link stops working', async () => {
      const { account, invitation: first } = await invite('delivery', 'Twice Courier');
      const again = await api.call(
        'sendStaffInvitation',
        { role: 'delivery', id: account.id },
        await admin(),
      );
      const second = (again.body.result as Invited).invitation;
      expect(second.token).not.toBe(first.token);
      await expectRefusedUnchanged(() => accept(first.token, 'first-link-123'), closed);

      const revoked = await api.call(
        'revokeStaffInvitation',
        { role: 'delivery', id: account.id },
        await admin(),
      );
      expect(revoked.body.result).toEqual({
        account: { ...account, state: 'invited', invitationExpiresAt: undefined },
      });
      expect((await listed(account))?.invitationExpiresAt).toBeUndefined();
      await expectRefusedUnchanged(() => accept(second.token, 'second-link-12'), closed);

      const third = await api.call(
        'sendStaffInvitation',
        { role: 'delivery', id: account.id },
        await admin(),
      );
      const { token } = (third.body.result as Invited).invitation;
      const { session } = await api.signIn('acceptStaffInvitation', {
        token,
        password: 'third-link-123',
      });
      expect(await api.principal(session ?? undefined)).toEqual({
        role: 'delivery',
        deliveryId: account.id,
      });
    });

    test('a new link resets a password: once used, the old password and the old sessions end', async () => {
      const created = await api.call(
        'createStaffAccount',
        { role: 'delivery', name: 'Reset Courier', phone: newPhone(), password: 'old-pass-1234' },
        await admin(),
      );
      const { account } = created.body.result as { account: StaffAccount };
      expect(account.state).toBe('active');
      const old = await api.signIn('deliveryLogin', {
        phone: account.phone,
        password: 'old-pass-1234',
      });
      const sent = await api.call(
        'sendStaffInvitation',
        { role: 'delivery', id: account.id },
        await admin(),
      );
      const { token, expiresAt } = (sent.body.result as Invited).invitation;
      // Until the link is used, the old password still works.
      expect((await listed(account))?.invitationExpiresAt).toBe(expiresAt);
      expect((await api.read('deliveryOrders', {}, old.session ?? undefined)).httpStatus).toBe(200);
      // Firebase counts revocation in whole seconds: the old session must be from an earlier one.
      await new Promise((resolve) => setTimeout(resolve, 1100));

      const { reply, session } = await api.signIn('acceptStaffInvitation', {
        token,
        password: 'new-pass-12345',
      });
      expect(reply.httpStatus).toBe(200);
      expect((await api.read('deliveryOrders', {}, old.session ?? undefined)).httpStatus).toBe(401);
      expect((await api.read('deliveryOrders', {}, session ?? undefined)).httpStatus).toBe(200);
      const oldLogin = await api.call('deliveryLogin', {
        phone: account.phone,
        password: 'old-pass-1234',
      });
      expect(oldLogin.httpStatus).toBe(401);
    });

    test("a disabled account's link is refused; no new link is sent to it", async () => {
      const { account, invitation } = await invite('delivery', 'Disabled Courier');
      await api.call(
        'setStaffDisabled',
        { role: 'delivery', id: account.id, disabled: true },
        await admin(),
      );
      expect((await listed(account))?.state).toBe('disabled');
      await expectRefusedUnchanged(() => accept(invitation.token, 'disabled-pass-1'), closed);
      const session = await admin();
      await expectRefusedUnchanged(() =>
        api.call('sendStaffInvitation', { role: 'delivery', id: account.id }, session),
      );
    });

    test('a vendor can neither add staff nor send links', async () => {
      const vendor = await signInAsDemo(api, 'vendor');
      const { account } = await invite('delivery', 'Guarded Courier');
      await expectRefusedUnchanged(() =>
        api.call('createStaffAccount', { role: 'delivery', name: 'X', phone: newPhone() }, vendor),
      );
      await expectRefusedUnchanged(() =>
        api.call('sendStaffInvitation', { role: 'delivery', id: account.id }, vendor),
      );
      await expectRefusedUnchanged(() =>
        api.call('revokeStaffInvitation', { role: 'delivery', id: account.id }, vendor),
      );
    });
  },
  { limits: { signIn: 1000, staff: 1000 } },
);
