import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { DomainError } from '../app/errors';
import type { Audience } from '../app/principal';
import { emailSchema, newPasswordSchema } from '../model/common';
import type { Admin, Credential } from '../model/people';
import {
  type TownDocument,
  type TownSetup,
  townDocumentId,
  townNameSchema,
  townSetupId,
} from '../model/town';
import type { StoreReader } from '../ports';
import { refusal } from '../refusals';
import {
  isOpenLink,
  newOneTimeLink,
  oneTimeLinkOf,
  tokenInputBounds,
} from '../signIn/oneTimeLinks';
import { startingTown, townDocument } from '../town';
import type { SignInResult } from './auth';

/** A setup link works once, for a day after it was made. */
export const setupLinkLifetimeMs = 24 * 60 * 60 * 1000;

/** The page a setup link opens; the token rides in the fragment (`/setup#<token>`). */
export const setupPath = '/setup';
export const setupLinkOf = (origin: string, token: string) =>
  oneTimeLinkOf(origin, setupPath, token);

/** Nobody is signed in before the town's first admin exists: the link is the only proof. */
const anonymous: Audience = ['visitor', 'customer'];

type SetupDeps = Pick<ActionContext, 'store' | 'ids' | 'hasher' | 'clock'>;

const alreadySetUp = () =>
  new DomainError(
    'failed-precondition',
    'This town is set up already: its admins sign in at /login.',
    refusal('town-set-up', {}),
  );

const closedLink = () =>
  new DomainError(
    'failed-precondition',
    'This setup link has expired or was used. Make a new one: restart the local host (its log shows the link), or run npm run town:setup-link on Firebase.',
    refusal('setup-link-closed', {}),
  );

/** Set up: the town has its settings, or (an older database) admins who can save them. */
function isSetUp(town: TownDocument | null, admins: readonly Admin[]): boolean {
  return town !== null || admins.length > 0;
}

async function setUpState(store: StoreReader) {
  const [town, admins, setup] = await Promise.all([
    store.get('town', townDocumentId),
    store.query('admins', { limit: 1 }),
    store.get('townSetup', townSetupId),
  ]);
  return { town, admins, setup };
}

/** Whether the town still waits for its setup: no settings and no admin. */
export async function needsSetup(store: StoreReader): Promise<boolean> {
  const { town, admins } = await setUpState(store);
  return !isSetUp(town, admins);
}

/**
 * A new one-time setup link for an empty town: a random token (256 bits) of which only the
 * SHA-256 is stored, working once within 24 hours; a newer link replaces an older one. Refused
 * once the town is set up. The local host makes one at each start of an empty town and prints
 * it; on Firebase, `npm run town:setup-link` does.
 */
export async function issueSetupLink(
  deps: SetupDeps,
): Promise<{ token: string; expiresAt: string }> {
  const { token, link } = await newOneTimeLink(deps, setupLinkLifetimeMs);
  await deps.store.transaction(async (tx) => {
    const { town, admins } = await setUpState(tx);
    if (isSetUp(town, admins)) throw alreadySetUp();
    const { tokenHash, createdAt, expiresAt } = link;
    tx.set('townSetup', { id: townSetupId, tokenHash, createdAt, expiresAt });
  });
  return { token, expiresAt: link.expiresAt };
}

/** Refuses a link that is not this town's open one: the same answer for wrong, used or old. */
function assertOpen(
  state: { town: TownDocument | null; admins: readonly Admin[]; setup: TownSetup | null },
  tokenHash: string,
  now: Date,
): TownSetup {
  if (isSetUp(state.town, state.admins)) throw alreadySetUp();
  const { setup } = state;
  if (!setup || setup.tokenHash !== tokenHash || !isOpenLink(setup, now)) throw closedLink();
  return setup;
}

const invalidLinkMessage = 'The setup link is not valid';

/**
 * An empty town's setup, with the link's token: the town's name and the first admin's email
 * and password. Makes the town (its settings start from `startingTown`), the admin and their
 * login, closes the link, and signs the admin in. On a host whose admins live in an identity
 * service (`adminAccounts`: Firebase Auth) the account is made there first and taken back if
 * the setup then fails (another tab used the link meanwhile).
 */
export const setUpTown = defineAction({
  name: 'setUpTown',
  summary: "Set up an empty town with its one-time link: the town's name and its first admin",
  audience: anonymous,
  clientLimit: 'signIn',
  signsIn: true,
  input: z.strictObject({
    token: z
      .string()
      .min(tokenInputBounds.min, invalidLinkMessage)
      .max(tokenInputBounds.max, invalidLinkMessage),
    name: townNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
  }),
  async run(ctx, { token, name, email, password }): Promise<SignInResult> {
    const now = ctx.clock.now();
    const tokenHash = await ctx.hasher.digest(token);
    // Checked before any account is made anywhere; checked again in the transaction.
    assertOpen(await setUpState(ctx.store), tokenHash, now);
    const admin: Admin = { id: ctx.ids.newId(), email, name: email.split('@')[0] || email };
    const device = ctx.ids.newSecret();
    const [passwordHash, deviceHash] = await Promise.all([
      ctx.adminAccounts ? null : ctx.hasher.hash(password),
      ctx.hasher.digest(device),
    ]);
    await ctx.adminAccounts?.create({ adminId: admin.id, email, name: admin.name, password });
    try {
      await ctx.store.transaction(async (tx) => {
        const setup = assertOpen(await setUpState(tx), tokenHash, now);
        tx.set('town', townDocument(startingTown(name), now));
        tx.set('admins', admin);
        if (passwordHash) tx.set('credentials', firstLogin(ctx, admin, passwordHash, deviceHash));
        tx.set('townSetup', { ...setup, usedAt: now.toISOString() });
      });
    } catch (error) {
      await ctx.adminAccounts?.remove(admin.id).catch(() => undefined);
      throw error;
    }
    return { principal: { role: 'admin', adminId: admin.id }, profile: admin, device };
  },
});

function firstLogin(
  ctx: SetupDeps,
  admin: Admin,
  passwordHash: string,
  deviceHash: string,
): Credential {
  return {
    id: ctx.ids.newId(),
    role: 'admin',
    subjectId: admin.id,
    login: admin.email,
    passwordHash,
    disabled: false,
    knownDevices: [deviceHash],
    createdAt: ctx.clock.now().toISOString(),
  };
}
