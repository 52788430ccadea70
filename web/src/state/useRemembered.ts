import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../shell/useHydrated';

/**
 * Form state that starts from what this browser remembered (the last order's contact). A page
 * the host rendered has blank fields; hydration must render them blank too, so the remembered
 * values are filled in right after it. Screens the browser renders alone start filled.
 */
export function useRemembered<T>(remembered: () => T, blank: T): [T, Dispatch<SetStateAction<T>>] {
  const live = useHydrated();
  const [value, setValue] = useState<T>(() => (live ? remembered() : blank));
  const filled = useRef(live);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration.
  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    setValue(remembered());
  }, []);
  return [value, setValue];
}
