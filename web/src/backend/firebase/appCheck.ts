import type { FirebaseApp } from 'firebase/app';
import type { AppCheckSettings } from './config';

/**
 * An App Check token as the emulators take it: they decode tokens without checking a signature
 * (the Functions emulator's `skipTokenVerification`), so an unsigned one for this app passes.
 * Only an emulator build makes these; a deployed project verifies every token with Google.
 */
export function emulatorAppCheckToken(appId: string, nowMs: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
  const now = Math.floor(nowMs / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: appId, iat: now, exp: now + 3600 })}.`;
}

/**
 * Starts App Check on the app (decision 0313): reCAPTCHA Enterprise or v3 with the build's
 * site key, or the emulators' own tokens. Loaded only when first needed: before the first
 * callable or upload, and before Firestore's first read when the project enforces App Check on
 * Firestore. The SDK attaches the token to every Functions, Storage and Firestore request.
 */
export async function startAppCheck(app: FirebaseApp, settings: AppCheckSettings): Promise<void> {
  const sdk = await import('firebase/app-check');
  const provider =
    settings.provider === 'emulator'
      ? new sdk.CustomProvider({
          getToken: async () => {
            const now = Date.now();
            return {
              token: emulatorAppCheckToken(app.options.appId ?? app.options.projectId ?? '', now),
              expireTimeMillis: now + 3_600_000,
            };
          },
        })
      : settings.provider === 'recaptchaV3'
        ? new sdk.ReCaptchaV3Provider(settings.siteKey)
        : new sdk.ReCaptchaEnterpriseProvider(settings.siteKey);
  sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
}
