import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ClientLimitGroup, TownConfig } from '@town/core';
import type { TrustProxy } from '@town/server';
import { demoStaff } from '../../demo';
import { firebaseUnavailableReason, startFirebaseDriver } from './firebaseDriver';
import { startLocalDriver } from './localDriver';
import type { DriverWebPush, HostDriver } from './wire';

export type { HostDriver, Reply } from './wire';

export interface HostOptions {
  /** Per-client budgets of the local host (the Firebase host has none). */
  limits?: Partial<Record<ClientLimitGroup, number>>;
  /** The local host takes client addresses from X-Forwarded-For (see HostDriver.call's `from`). */
  trustProxy?: TrustProxy;
  /** The town; by default the demo town with its order limits raised (testTown). */
  town?: TownConfig;
  /** No demo: a new, empty town that waits for its setup link. */
  empty?: boolean;
  /** The cap on all stored photos together (default: core's defaultPhotoStorageLimitBytes). */
  photoStorageLimitBytes?: number;
  /** Web Push settings, e.g. a fake push service's origin (fakePushService.ts). */
  webPush?: DriverWebPush;
}

export interface Host {
  name: HostDriver['host'];
  start(options: HostOptions): Promise<HostDriver>;
  /** Why this host cannot run here, or null. */
  unavailable(): string | null;
}

export const hosts: Host[] = [
  {
    name: 'local',
    async start(options) {
      // A bot name without a token: "Connect Telegram" links can be made, nothing is sent.
      const { photoStorageLimitBytes, ...rest } = options;
      const local = await startLocalDriver({
        ...rest,
        ...(photoStorageLimitBytes
          ? { photos: { storageLimitBytes: photoStorageLimitBytes } }
          : {}),
        telegram: { chatIds: {}, botUsername: 'TownTestBot' },
      });
      // The SQLite file reads synchronously; the contract reads both hosts' stores alike.
      return {
        ...local,
        documents: async <T>(collection: string) => local.documents<T>(collection),
        documentWhere: async <T>(collection: string, field: string, value: string) =>
          local.documentWhere<T>(collection, field, value),
        dump: async () => local.dump(),
        changeMark: async () => local.dump(),
        uploadPhoto: (purpose, bytes, contentType, session, from, orderId) =>
          local.send(`/api/photos?purpose=${purpose}${orderId ? `&orderId=${orderId}` : ''}`, {
            method: 'POST',
            headers: {
              'content-type': contentType,
              ...(from ? { 'x-forwarded-for': from } : {}),
            },
            body: new Uint8Array(bytes),
            ...(session ? { cookie: session } : {}),
          }),
        sweepPhotos: () => local.sweepPhotos(),
        async photoObjects() {
          const dir = join(dirname(local.databaseFile), 'uploads');
          return existsSync(dir) ? readdirSync(dir).sort() : [];
        },
        async productPhoto(ref, width) {
          const response = await fetch(`${local.url}/api/photos/${ref.split('/')[1]}/${width}`);
          if (response.status !== 200) return null;
          return {
            contentType: response.headers.get('content-type') ?? '',
            bytes: Buffer.from(await response.arrayBuffer()),
          };
        },
      };
    },
    unavailable: () => null,
  },
  {
    name: 'firebase',
    start: (options) =>
      startFirebaseDriver({
        ...(options.town ? { town: options.town } : {}),
        ...(options.empty ? { empty: true } : {}),
        ...(options.photoStorageLimitBytes
          ? { photoStorageLimitBytes: options.photoStorageLimitBytes }
          : {}),
        ...(options.webPush ? { webPush: options.webPush } : {}),
      }),
    unavailable: firebaseUnavailableReason,
  },
];

/**
 * One contract, two hosts: declares the suite once per host, with the same tests and the same
 * expectations. `api` stands for the current host's driver inside tests and hooks. A host that
 * cannot run here is reported as skipped, with the reason in the suite's name.
 */
export function describeOnHosts(
  title: string,
  body: (api: HostDriver, host: Host) => void,
  options: HostOptions = {},
) {
  for (const host of hosts) {
    const reason = host.unavailable();
    if (reason) {
      describe.skip(`${title} [${host.name} host skipped: ${reason}]`, () => {
        test('needs the host', () => undefined);
      });
      continue;
    }
    describe(`${title} [${host.name} host]`, () => {
      let driver: HostDriver | undefined;
      // Seeding the demo town hashes its staff's passwords: seconds of CPU, more when busy.
      beforeAll(async () => {
        driver = await host.start(options);
      }, 120_000);
      afterAll(() => driver?.stop());
      body(
        currentDriver(() => driver),
        host,
      );
    });
  }
}

/** Forwards to the driver started in beforeAll (tests are declared before it exists). */
function currentDriver(get: () => HostDriver | undefined): HostDriver {
  return new Proxy({} as HostDriver, {
    get(_target, key) {
      const driver = get();
      if (!driver) throw new Error('The host has not started (beforeAll failed?)');
      const value = Reflect.get(driver, key);
      return typeof value === 'function' ? value.bind(driver) : value;
    },
  });
}

/** Signs one of the demo staff in on any host and returns the session to pass to call/read. */
export async function signInAsDemo(
  api: Pick<HostDriver, 'signIn'>,
  role: 'vendor' | 'delivery' | 'admin',
  index = 0,
): Promise<string> {
  const signIn =
    role === 'admin'
      ? (() => {
          const { profile, password } = demoStaff.admins[index]!;
          return api.signIn('adminSignIn', { email: profile.email, password });
        })()
      : (() => {
          const account = (role === 'vendor' ? demoStaff.vendors : demoStaff.delivery)[index]!;
          const action = role === 'vendor' ? 'vendorLogin' : 'deliveryLogin';
          return api.signIn(action, { phone: account.profile.phone, password: account.password });
        })();
  const { reply, session } = await signIn;
  if (!session) throw new Error(`Demo ${role} sign-in failed: ${reply.text}`);
  return session;
}
