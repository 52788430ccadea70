import {
  type CartItem,
  type CartStore,
  cartCount,
  createCartStore,
  type DoctorKind,
  defaultTownTimeZone,
  type EducationState,
  initialMedicalState,
  type MedicalState,
  type Principal,
  type SignInResult,
  type StaffPrincipal,
  saveTeachers,
  signOutClears,
  storageKeys,
  type Teacher,
  type TownConfig,
  unnamedTownSlug,
} from '@town/core';
import {
  type Context,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { backend } from '../backend';
import type { BackendError } from '../backend/types';
import { useRead } from '../backend/useRead';
import { browserStorage } from './storage';

/**
 * Storage keys are prefixed by the town slug; this one serves until the town read arrives (it
 * comes with the page, so rarely) and for a town not set up yet.
 */
export const fallbackTownSlug = import.meta.env.VITE_TOWN_SLUG ?? unnamedTownSlug;

export interface TownState {
  town: TownConfig | undefined;
  error: BackendError | undefined;
  loading: boolean;
  reload: () => void;
}

/** Shared app state (the cart lives in its own store, see useCart). */
export interface AppState {
  /** The signed-in staff member; null when signed out (visitors and customers). */
  user: StaffPrincipal | null;
  setUser: (user: Principal | null) => void;
  /**
   * After a staff sign-in: sets the user and keeps the profile (vendorData or deliveryData) and
   * the role (token key) in browser storage.
   */
  signedIn: (result: SignInResult) => void;
  /** Ends the session on the server, then removes the storage keys the server names. */
  signOut: () => Promise<void>;
  medical: MedicalState;
  setSelectBtn: (selectBtn: DoctorKind) => void;
  education: EducationState;
  setTeachers: (teachers: Teacher[]) => void;
}

const TownContext = createContext<TownState | null>(null);
const AppContext = createContext<AppState | null>(null);
const CartContext = createContext<CartStore | null>(null);

const asUser = (principal: Principal | null): StaffPrincipal | null =>
  principal && principal.role !== 'visitor' ? principal : null;

export function AppStateProvider({ children }: { children: ReactNode }) {
  const { data, error, loading, reload } = useRead('town');
  // Null: the town is not set up yet, and the app names no town.
  const town = data ?? undefined;
  const townState = useMemo<TownState>(
    () => ({ town, error, loading, reload }),
    [town, error, loading, reload],
  );

  const slug = town?.slug ?? fallbackTownSlug;
  const cart = useMemo(() => createCartStore(browserStorage(), storageKeys(slug).cart), [slug]);

  const [user, setUserState] = useState<StaffPrincipal | null>(null);
  const [medical, setMedical] = useState<MedicalState>(initialMedicalState);
  const [education, setEducation] = useState<EducationState>({ teachers: [], message: '' });

  // Ask the host who this browser is only where a staff member signed in (the token key, set
  // at sign-in and removed at sign-out): a visitor's page then asks nothing, and on a Firebase
  // build loads no Auth SDK (decision 1450). Staff screens ask again when they open, whatever
  // this phone remembers. The keys are the town's, as sign-in wrote them (the town comes with
  // the page, so its slug is known at the first render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the app starts.
  useEffect(() => {
    const storage = browserStorage();
    const keys = storageKeys(slug);
    if (!storage.getItem(keys.token)) return;
    let live = true;
    backend.session().then(
      (principal) => {
        // The session ended while away (expired, signed out elsewhere): forget it here too.
        if (principal.role === 'visitor') {
          for (const key of signOutClears(keys)) storage.removeItem(key);
        }
        if (live) setUserState(asUser(principal));
      },
      () => {
        // Offline or host down: stay signed out; staff screens ask again when opened.
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const setUser = useCallback((principal: Principal | null) => setUserState(asUser(principal)), []);
  const signedIn = useCallback(
    ({ principal, profile }: SignInResult) => {
      const keys = storageKeys(slug);
      const storage = browserStorage();
      storage.setItem(keys.token, principal.role);
      if (principal.role === 'vendor') storage.setItem(keys.vendorData, JSON.stringify(profile));
      if (principal.role === 'delivery') {
        storage.setItem(keys.deliveryPersonData, JSON.stringify(profile));
      }
      setUserState(asUser(principal));
    },
    [slug],
  );
  const signOut = useCallback(async () => {
    const { clearStorage } = await backend.signOut();
    const storage = browserStorage();
    for (const key of clearStorage) storage.removeItem(key);
    setUserState(null);
  }, []);
  const setSelectBtn = useCallback((selectBtn: DoctorKind) => setMedical({ selectBtn }), []);
  const setTeachers = useCallback(
    (teachers: Teacher[]) => setEducation(saveTeachers(teachers)),
    [],
  );

  const app = useMemo<AppState>(
    () => ({ user, setUser, signedIn, signOut, medical, setSelectBtn, education, setTeachers }),
    [user, setUser, signedIn, signOut, medical, setSelectBtn, education, setTeachers],
  );

  return (
    <TownContext.Provider value={townState}>
      <AppContext.Provider value={app}>
        <CartContext.Provider value={cart}>{children}</CartContext.Provider>
      </AppContext.Provider>
    </TownContext.Provider>
  );
}

function useRequired<T>(context: Context<T | null>, hook: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(`${hook} must be used inside <AppStateProvider>`);
  return value;
}

/** The town configuration from the `town` read (undefined until it arrives). */
export const useTown = (): TownState => useRequired(TownContext, 'useTown');

/**
 * The town's time zone: from the `town` read, or until it arrives (and before the town is set
 * up) the default town's, so clocks never fall back to the device's zone.
 */
export function useTownTimeZone(): string {
  return useTown().town?.timeZone ?? defaultTownTimeZone;
}

export const useAppState = (): AppState => useRequired(AppContext, 'useAppState');

const noItems: readonly CartItem[] = [];
const emptyCart = () => noItems;

export interface CartApi {
  items: readonly CartItem[];
  /** Total quantity of all items: what the Cart link shows. */
  count: number;
  update: CartStore['update'];
  replace: CartStore['replace'];
  remove: CartStore['remove'];
  clear: CartStore['clear'];
}

export const cartApi = (store: CartStore, items: readonly CartItem[]): CartApi => ({
  items,
  count: cartCount(items),
  update: store.update,
  replace: store.replace,
  remove: store.remove,
  clear: store.clear,
});

/** The cart, saved to browser storage on every change (rules in @town/core cart.ts). */
export function useCart(): CartApi {
  const store = useRequired(CartContext, 'useCart');
  // The prerendered home page was made with an empty cart: hydrate with that, then show the saved one.
  const items = useSyncExternalStore(store.subscribe, store.get, emptyCart);
  return useMemo(() => cartApi(store, items), [items, store]);
}

/** The cart's store itself, for a hook that follows only part of it (`useCartLine`). */
export const useCartStore = (hook: string): CartStore => useRequired(CartContext, hook);
