import { type RefObject, useRef, useState } from 'react';

/** The cart's prescription photo: chosen beside the medicines that need it, sent with the order. */
export interface CartPhoto {
  photo: Blob | undefined;
  setPhoto: (photo: Blob | undefined) => void;
  error: string | undefined;
  setError: (error: string | undefined) => void;
  /** The photo's file input, for the checkout to send the customer back to it. */
  inputRef: RefObject<HTMLInputElement | null>;
  focus: () => void;
}

/** One photo shared by the cart's lines (where it is chosen) and the checkout (which sends it). */
export function useCartPhoto(): CartPhoto {
  const [photo, setPhoto] = useState<Blob>();
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  return { photo, setPhoto, error, setError, inputRef, focus: () => inputRef.current?.focus() };
}
