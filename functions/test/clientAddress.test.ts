import { clientOf } from '../src/clientAddress';

/** A request as Cloud Run hands it to the function, with the headers its front end wrote. */
const arriving = (xForwardedFor: string | string[] | undefined) => ({
  rawRequest: {
    headers: xForwardedFor === undefined ? {} : { 'x-forwarded-for': xForwardedFor },
    socket: { remoteAddress: '169.254.8.129' },
  },
});

// The phone, another phone, and the address Hosting's CDN connects from (documentation ranges).
const phone = '203.0.113.12';
const other = '198.51.100.66';
const cdn = '35.191.0.7';

describe("a callable's client address is what Cloud Run's front end appended", () => {
  test('a phone that sends no X-Forwarded-For of its own is itself', () => {
    // As Cloud Run delivers it: x-forwarded-for "<phone>", forwarded: for="<phone>";proto=https.
    expect(clientOf(arriving(phone) as never)).toEqual({ address: phone });
  });

  test('an X-Forwarded-For the phone wrote itself does not change who it is', () => {
    expect(clientOf(arriving(`${other}, ${phone}`) as never)).toEqual({ address: phone });
    expect(clientOf(arriving(`10.0.0.1,${other} , ${phone}`) as never)).toEqual({
      address: phone,
    });
    // Node joins repeated headers with a comma; the front end's entry is still the last.
    expect(clientOf(arriving([other, phone]) as never)).toEqual({ address: phone });
  });

  test('two phones are two clients, not one shared address of a proxy', () => {
    const first = clientOf(arriving(phone) as never).address;
    const second = clientOf(arriving(other) as never).address;
    expect(first).not.toBe(second);
  });
});

describe("a page's client address, through Hosting, is the entry Hosting's CDN appended", () => {
  test('the CDN is the last entry; the phone is the one before it', () => {
    expect(clientOf(arriving(`${phone}, ${cdn}`) as never, 'hosting')).toEqual({
      address: phone,
    });
  });

  test('what the phone wrote before that is not taken', () => {
    expect(clientOf(arriving(`${other}, ${phone}, ${cdn}`) as never, 'hosting')).toEqual({
      address: phone,
    });
  });

  test('two phones behind the same CDN address are two clients', () => {
    const first = clientOf(arriving(`${phone}, ${cdn}`) as never, 'hosting').address;
    const second = clientOf(arriving(`${other}, ${cdn}`) as never, 'hosting').address;
    expect(first).not.toBe(second);
  });
});

test('without X-Forwarded-For (tools, the emulator) the connection is the client', () => {
  expect(clientOf(arriving(undefined) as never)).toEqual({ address: '169.254.8.129' });
  expect(clientOf(arriving(phone) as never, 'hosting')).toEqual({ address: phone });
});
