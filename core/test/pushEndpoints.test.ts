import { isPushEndpointAllowed } from '../src/model/pushSubscriptions';
import { plainTextOf } from '../src/push/words';

/** The host POSTs to a subscription's endpoint: only known push services, over https. */
describe('push endpoints the host may post to', () => {
  test.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
    'https://web.push.apple.com/abc',
    'https://api.push.apple.com/3/device/abc',
  ])('%s is a push service', (endpoint) => {
    expect(isPushEndpointAllowed(endpoint)).toBe(true);
  });

  test.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/abc'],
    ['a suffix without its dot', 'https://evilpush.apple.com/abc'],
    ['another port', 'https://fcm.googleapis.com:8443/abc'],
    ['credentials in the address', 'https://user:pw@fcm.googleapis.com/abc'],
    ['this machine', 'https://127.0.0.1/abc'],
    ['no address at all', 'not a url'],
  ])('%s is refused', (_label, endpoint) => {
    expect(isPushEndpointAllowed(endpoint)).toBe(false);
  });

  test("a test's fake push service only when the host names its origin", () => {
    const fake = 'http://127.0.0.1:5123/push/1';
    expect(isPushEndpointAllowed(fake)).toBe(false);
    expect(isPushEndpointAllowed(fake, ['http://127.0.0.1:5123'])).toBe(true);
    expect(isPushEndpointAllowed('http://127.0.0.1:5124/push/1', ['http://127.0.0.1:5123'])).toBe(
      false,
    );
  });
});

describe('the words a notification shows', () => {
  test("the bot's HTML as the plain text it says", () => {
    expect(plainTextOf('<b>Tom &amp; Jerry</b> &lt;3 &quot;x&quot;')).toBe('Tom & Jerry <3 "x"');
  });
});
