import type { Order } from '@town/core';
import type { FirebaseApp } from 'firebase/app';
import type { OrderFilter } from '../types';
import type { FirebaseWebConfig } from './config';

/**
 * A live list of orders (the delivery screen, a vendor's orders): the one place that loads the
 * full Firestore SDK, for onSnapshot. The filter must match what firestore.rules allow the
 * signed-in role, or Firestore refuses the whole query.
 */
export async function watchOrders(
  app: FirebaseApp,
  config: FirebaseWebConfig,
  filter: OrderFilter,
  onChange: (orders: Order[]) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const sdk = await import('firebase/firestore');
  const db = sdk.getFirestore(app);
  if (config.emulators) {
    const { host, port } = config.emulators.firestore;
    try {
      sdk.connectFirestoreEmulator(db, host, port);
    } catch {
      // Already connected by an earlier list on this page.
    }
  }
  const constraints = [
    ...(filter.where ?? []).map(([field, value]) => sdk.where(field, '==', value)),
    ...(filter.shopId ? [sdk.where('shopIds', 'array-contains', filter.shopId)] : []),
    sdk.orderBy('createdAt', 'desc'),
    sdk.limit(filter.limit ?? 50),
  ];
  return sdk.onSnapshot(
    sdk.query(sdk.collection(db, 'orders'), ...constraints),
    (snapshot) => onChange(snapshot.docs.map((doc) => doc.data() as Order)),
    onError,
  );
}
