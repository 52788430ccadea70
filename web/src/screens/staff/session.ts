import {
  type DeliveryPerson,
  type StaffPrincipal,
  type StaffRole,
  signOutClears,
  storageKeys,
  type Vendor,
} from '@town/core';
import { useCallback } from 'react';
import { useAppState, useTown } from '../../state/AppState';
import { browserStorage } from '../../state/storage';

/** Where each staff role works once signed in. */
export function homeOf(role: StaffRole, category?: string): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'delivery':
      return '/delivery';
    case 'vendor':
      return `/vendor/${category ?? 'shop'}`;
  }
}

/** Where each staff role signs in. */
export const signInPathOf: Record<StaffRole, string> = {
  admin: '/login',
  vendor: '/vendorLogin',
  delivery: '/deliveryLogin',
};

function readJson<T>(key: string): T | null {
  try {
    const text = browserStorage().getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** The profile saved at sign-in (vendorData / deliveryData), if it belongs to this principal. */
export function useStoredProfile(user: StaffPrincipal | null): Vendor | DeliveryPerson | null {
  const { town } = useTown();
  const keys = storageKeys(town?.slug ?? 'town');
  if (user?.role === 'vendor') {
    const vendor = readJson<Vendor>(keys.vendorData);
    return vendor?.id === user.vendorId ? vendor : null;
  }
  if (user?.role === 'delivery') {
    const person = readJson<DeliveryPerson>(keys.deliveryPersonData);
    return person?.id === user.deliveryId ? person : null;
  }
  return null;
}

/**
 * The session ended on the server (signed out elsewhere, account disabled or password reset):
 * forget the stored staff data here too, and show the sign-in screen.
 */
export function useSessionEnded(): () => void {
  const { setUser } = useAppState();
  const { town } = useTown();
  const slug = town?.slug;
  return useCallback(() => {
    const storage = browserStorage();
    for (const key of signOutClears(storageKeys(slug ?? 'town'))) storage.removeItem(key);
    setUser(null);
  }, [setUser, slug]);
}
