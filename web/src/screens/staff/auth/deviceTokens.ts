import type { StaffRole } from '@town/core';

/**
 * The device token each login got when it last signed in on this browser. Sent with the next
 * sign-in, it tells the server this browser is the owner's: strangers' failed guesses at the
 * password then never slow it down. Not a password: without the password it opens nothing, so
 * signing out keeps it (it is not in signOutClears).
 */
const storageKey = 'staffDevices';

type Devices = Record<string, string>;
const entryOf = (role: StaffRole, login: string) => `${role}:${login.trim().toLowerCase()}`;

function stored(): Devices {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Devices) : {};
  } catch {
    return {};
  }
}

export function deviceFor(role: StaffRole, login: string): string | undefined {
  const device = stored()[entryOf(role, login)];
  return typeof device === 'string' ? device : undefined;
}

export function rememberDevice(role: StaffRole, login: string, device: string | undefined): void {
  if (!device) return;
  try {
    localStorage.setItem(
      storageKey,
      JSON.stringify({ ...stored(), [entryOf(role, login)]: device }),
    );
  } catch {
    // Private mode or full storage: the next sign-in is a stranger's, slowed only under attack.
  }
}
