import { catalogFields } from '../src/screens/staff/admin/catalogFields';
import { docOf, sameHoursMondayToSaturday, valuesOf } from '../src/screens/staff/admin/catalogForm';

const problems = {
  required: 'Required',
  choose: 'Choose one',
  whole: 'A whole number',
  amount: 'An amount',
  dateTime: 'A date and time',
};

describe("the admin's new product form", () => {
  test('a product with no description is saved: the field says "(optional)"', () => {
    const values = {
      ...valuesOf(catalogFields.products, undefined),
      shopId: 'shop-1',
      name: 'Gobindobhog Rice',
      unit: '1 kg',
      pricePaise: '95',
      stock: '40',
      category: 'Rice',
    };
    const { doc, errors } = docOf(catalogFields.products, values, undefined, problems);
    expect(errors).toEqual({});
    expect(doc.description).toBe('');
  });

  test('a product stored before "Sold" existed opens sold by the unit and saves as it was', () => {
    const stored = {
      id: 'product-1',
      shopId: 'shop-1',
      name: 'Gobindobhog Rice',
      unit: '1 kg',
      category: 'Rice',
      pricePaise: 9500,
      stock: 40,
      available: true,
    };
    const values = valuesOf(catalogFields.products, stored);
    expect(values.soldBy).toBe('unit');
    const { errors } = docOf(catalogFields.products, values, stored, problems);
    expect(errors).toEqual({});
  });

  test('a required field left empty is still refused', () => {
    const values = valuesOf(catalogFields.products, undefined);
    const { errors } = docOf(catalogFields.products, values, undefined, problems);
    expect(errors.name).toBe('Required');
  });
});

describe('"Same hours Monday to Saturday" in the opening hours editor', () => {
  const weekdays = ['1', '2', '3', '4', '5', '6'];

  test('a shop with no hours yet gets Monday to Saturday, 9 to 6, and no Sunday', () => {
    expect(sameHoursMondayToSaturday([])).toEqual(
      weekdays.map((day) => ({ day, from: '09:00', to: '18:00' })),
    );
  });

  test("the first weekday's hours go to all six days; Sunday's rows are kept", () => {
    const rows = [
      { day: '0', from: '07:00', to: '11:00' },
      { day: '2', from: '06:30', to: '21:00' },
      { day: '2', from: '16:00', to: '20:00' },
      { day: '5', from: '10:00', to: '12:00' },
    ];
    expect(sameHoursMondayToSaturday(rows)).toEqual([
      ...weekdays.map((day) => ({ day, from: '06:30', to: '21:00' })),
      { day: '0', from: '07:00', to: '11:00' },
    ]);
  });

  test('a shop open only on Sunday lends those hours to the week', () => {
    expect(sameHoursMondayToSaturday([{ day: '0', from: '08:00', to: '12:00' }])).toEqual([
      ...weekdays.map((day) => ({ day, from: '08:00', to: '12:00' })),
      { day: '0', from: '08:00', to: '12:00' },
    ]);
  });
});
