import { paiseOf, wholeOf } from '../src/screens/staff/checks';

/** The numbers staff type (prices, stock, grams weighed), on an English or a Bengali keyboard. */
describe('numbers typed in staff forms', () => {
  test('rupees to paise, in ASCII or Bengali digits', () => {
    expect(paiseOf('120')).toBe(12_000);
    expect(paiseOf('₹ 1,200.50')).toBe(120_050);
    expect(paiseOf('১২০')).toBe(12_000);
    expect(paiseOf('৩০৮.৫০')).toBe(30_850);
    expect(paiseOf('₹ ১,২০০')).toBe(120_000);
  });

  test('whole numbers, in ASCII or Bengali digits', () => {
    expect(wholeOf(' 1100 ')).toBe(1100);
    expect(wholeOf('১১০০')).toBe(1100);
    expect(wholeOf('১২')).toBe(12);
  });

  test('what is not a number stays refused', () => {
    for (const raw of ['', 'a kilo', '১ কেজি', '12.5.0', '১২a']) expect(paiseOf(raw)).toBeNull();
    for (const raw of ['', '1.5', '১.৫', 'বারো']) expect(wholeOf(raw)).toBeNull();
  });
});
