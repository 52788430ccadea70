import { demoCatalog } from '../../demo';
import { describeOnHosts } from '../support/hosts';

/**
 * A customer's name and address reach staff chats, screens and logs: terminal escape codes and
 * direction overrides in them would disguise what staff read ("Ramesh" shown as another name, a
 * log reader's screen cleared). They are dropped as the order or booking is taken.
 */
const terminalCodes = '\u001b[2J\u001b[31m';
const override = '\u202e';
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const invisible = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describeOnHosts('invisible controls in what customers type', (api) => {
  const product = demoCatalog.products.find((p) => p.available && p.stock >= 5)!;

  test('an order keeps the visible name and address; its staff alerts carry no controls', async () => {
    const reply = await api.call('createOrder', {
      customer: { name: `Ramesh${terminalCodes}${override}Das`, phone: '9000000931' },
      address: {
        line: `12 Station Road${terminalCodes}\nnear the tank`,
        landmark: `Kali${override} temple`,
      },
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(reply.httpStatus).toBe(200);
    const { code } = reply.body.result as { code: string };
    const order = (
      await api.documents<{
        code: string;
        customer: { name: string };
        address: { line: string; landmark?: string };
      }>('orders')
    ).find((stored) => stored.code === code)!;
    expect(order.customer.name).toBe('Ramesh[2J[31mDas');
    expect(order.address.line).toBe('12 Station Road[2J[31m near the tank');
    expect(order.address.landmark).toBe('Kali temple');
    const alerts = (await api.documents<{ ref: string; text: string }>('outbox')).filter((entry) =>
      entry.text.includes('Ramesh'),
    );
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) expect(alert.text).not.toMatch(invisible);
  });

  test('a Bengali name keeps the joiners its letters are typed with', async () => {
    const name = 'র\u200d্যাব কর্মকার';
    const reply = await api.call('createOrder', {
      customer: { name, phone: '9000000932' },
      address: { line: '12 Station Road, near the water tank' },
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(reply.httpStatus).toBe(200);
    const { code } = reply.body.result as { code: string };
    const order = (
      await api.documents<{ code: string; customer: { name: string } }>('orders')
    ).find((stored) => stored.code === code)!;
    expect(order.customer.name).toBe(name);
  });

  test('a name of nothing but controls is no name', async () => {
    const reply = await api.call('createOrder', {
      customer: { name: `${override}\u0007\u2066`, phone: '9000000933' },
      address: { line: '12 Station Road, near the water tank' },
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(reply.httpStatus).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('Name is required');
  });
});
