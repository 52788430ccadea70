import { defineAction } from '../app/define';
import { invalid } from '../app/errors';
import { admins } from '../app/principal';
import { type Photo, photoIdOfRef, townLogoHolder } from '../model/photos';
import { type TownConfig, townDocumentId, townSettingsSchema } from '../model/town';
import type { Transaction } from '../ports';
import { refusal } from '../refusals';
import { slugOfName, townDocument } from '../town';

const logoNotFound = () => {
  const message = 'The logo photo was not found; please send it again';
  return invalid(
    `logo: ${message}`,
    refusal('invalid-fields', { issues: [{ path: 'logo', message }] }),
  );
};

/** The photos the logo change touches: the new logo's, and the one it replaces. */
async function logoPhotos(
  tx: Transaction,
  logo: string | undefined,
  oldLogo: string | undefined,
): Promise<{ logo: Photo | null; old: Photo | null }> {
  const id = logo ? photoIdOfRef(logo) : undefined;
  const oldId = oldLogo ? photoIdOfRef(oldLogo) : undefined;
  const [photo, old] = await Promise.all([
    id ? tx.get('photos', id) : null,
    oldId && oldId !== id ? tx.get('photos', oldId) : null,
  ]);
  if (id) {
    // A product photo nobody holds yet (or the logo kept as it is): not a customer's photo,
    // and never a photo a product shows.
    const free =
      photo?.purpose === 'product' && (!photo.productId || photo.productId === townLogoHolder);
    if (!free) throw logoNotFound();
  }
  return { logo: photo, old };
}

/**
 * The town's settings, saved whole by an admin (/admin/town): names and taglines, logo,
 * contacts, languages, colour, time zone, delivery, order limits, UPI, lab and bus stand. Every
 * field is checked against core's schema first (each bad field gets its own message and nothing
 * is saved). The slug stays as the setup made it. A new logo is a product photo upload, held by
 * the town from now on; the one it replaces is let go and swept like any unused photo.
 */
export const saveTownSettings = defineAction({
  name: 'saveTownSettings',
  summary:
    "Save the town's settings (names, logo, contacts, languages, colour, fees, limits, UPI, lab, bus stand)",
  audience: admins,
  clientLimit: 'staff',
  input: townSettingsSchema,
  async run(ctx, settings) {
    const now = ctx.clock.now();
    const town = await ctx.store.transaction(async (tx): Promise<TownConfig> => {
      const current = await tx.get('town', townDocumentId);
      const photos = await logoPhotos(tx, settings.logo, current?.logo);
      // An older database's town had no settings document yet: its first save names the slug.
      const next: TownConfig = { ...settings, slug: current?.slug ?? slugOfName(settings.name) };
      tx.set('town', townDocument(next, now));
      if (photos.logo && photos.logo.productId !== townLogoHolder) {
        tx.set('photos', { ...photos.logo, productId: townLogoHolder });
      }
      if (photos.old?.productId === townLogoHolder)
        tx.set('photos', { ...photos.old, productId: null });
      return next;
    });
    return { town };
  },
});
