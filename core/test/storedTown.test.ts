import { startingTown, type TownDocument, townDocument, townOfDocument } from '../src';

const now = new Date('2026-12-01T10:00:00Z');

describe('the stored town document', () => {
  test('reads back as the settings it was saved with', () => {
    const town = startingTown('Rampur');
    expect(townOfDocument(townDocument(town, now))).toEqual(town);
  });

  test('saved before the caps and request limits were settings: the starting figures stand in', () => {
    const { requestLimits: _limits, orderLimits, ...older } = startingTown('Rampur');
    const doc = {
      ...older,
      orderLimits: { openPerPhone: 5, perClientPerHour: 50 },
      id: 'town',
      updatedAt: now.toISOString(),
    } as unknown as TownDocument;
    const town = townOfDocument(doc);
    expect(town.requestLimits).toEqual(startingTown('x').requestLimits);
    // Its own figures kept; no release time added where the town chose none.
    expect(town.orderLimits).toEqual({
      openPerPhone: 5,
      perClientPerHour: 50,
      openUnitsPerProduct: orderLimits.openUnitsPerProduct,
      newPhoneOpenPaise: orderLimits.newPhoneOpenPaise,
      openPaisePerPhone: orderLimits.openPaisePerPhone,
      paisePerClientPerHour: orderLimits.paisePerClientPerHour,
    });
  });
});
