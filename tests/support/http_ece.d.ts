/** The part of http_ece (no published types) the fake push service uses to decrypt. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface Params {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
