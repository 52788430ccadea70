/**
 * Sent with every response. The SPA loads only its own scripts; images may be data/blob URLs
 * (photo previews before upload); nobody may frame the app.
 */
export const securityHeaders: ReadonlyArray<readonly [string, string]> = [
  [
    'content-security-policy',
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "font-src 'self'",
      "manifest-src 'self'",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  ],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'DENY'],
  ['permissions-policy', 'camera=(self), geolocation=(self), microphone=()'],
];
