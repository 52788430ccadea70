import { z } from 'zod';
import { defineAction } from '../app/define';
import { DomainError, notFound } from '../app/errors';
import { admins } from '../app/principal';
import type { Collections } from '../model/collections';
import { idSchema } from '../model/common';
import {
  type CatalogPhotoCollection,
  catalogPhotoCollections,
  catalogPhotoHolder,
  photoIdOfRef,
  photoRef,
} from '../model/photos';

type PictureDoc = Collections[CatalogPhotoCollection];

/**
 * Sets (or, with `photo: null`, removes) the picture of a shop, a doctor or a news post: a
 * reference the photo upload answered for purpose "catalog" (admins only). The photo now belongs
 * to this document (it cannot be set on another); the uploaded one it replaces is let go, and
 * the photo sweep deletes it with its files. A picture shipped with the app ("/images/…") is
 * simply replaced or removed: it is no upload.
 */
export const setCatalogPhoto = defineAction({
  name: 'setCatalogPhoto',
  summary: 'Set or remove the picture of a shop, a doctor or a news post (admins)',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({
    collection: z.enum(catalogPhotoCollections, {
      error: `Choose one of: ${catalogPhotoCollections.join(', ')}`,
    }),
    id: idSchema,
    photo: z
      .string()
      .regex(/^uploads\/[A-Za-z0-9_-]{1,64}$/, 'Send the reference the photo upload answered')
      .nullable(),
  }),
  async run(ctx, { collection, id, photo: ref }) {
    const holder = catalogPhotoHolder(collection, id);
    const item = await ctx.store.transaction(async (tx) => {
      const current: PictureDoc | null = await tx.get(collection, id);
      if (!current) throw notFound(`${collection} has no document ${id}`);
      const newId = ref ? photoIdOfRef(ref) : undefined;
      const oldId = current.image ? photoIdOfRef(current.image) : undefined;
      const [photo, old] = await Promise.all([
        newId ? tx.get('photos', newId) : null,
        oldId && oldId !== newId ? tx.get('photos', oldId) : null,
      ]);
      if (ref && photo?.purpose !== 'catalog') {
        throw notFound('The photo was not found; please take it again');
      }
      if (photo?.catalogItem && photo.catalogItem !== holder) {
        throw new DomainError('already-exists', 'This photo is already set on another page');
      }
      const { image: _old, ...rest } = current;
      const updated = (photo ? { ...rest, image: photoRef(photo.id) } : rest) as PictureDoc;
      tx.set(collection, updated as never);
      if (photo) tx.set('photos', { ...photo, catalogItem: holder });
      if (old?.catalogItem === holder) tx.set('photos', { ...old, catalogItem: null });
      return updated;
    });
    return { item };
  },
});
