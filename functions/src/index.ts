/**
 * Firebase host entry point. Callables, triggers and the Firestore repository land here with
 * the Firebase host issue; until then nothing is deployed from this codebase.
 */
export { toHttpsError } from './errors';
