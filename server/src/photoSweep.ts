import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ActionContext,
  defaultPhotoStorageLimitBytes,
  forgetExpiredOrderPhotos,
  forgetUnattachedPhotos,
  isPublicPhotoPurpose,
  productPhotoFile,
  productPhotoWidths,
  settlePhotoStorage,
  unattachedPhotoLifetimeMs,
} from '@town/core';

export interface PhotoSettings {
  /**
   * Visitors' photo uploads an hour per client address, when not core's
   * (`defaultPhotoUploadLimits`, counted in `uploadPhoto`): tests that send many raise it.
   */
  uploadsPerHour?: number;
  /** The cap on all stored photos together (PHOTO_STORAGE_LIMIT_MB). */
  storageLimitBytes: number;
  /** How often unattached photos are looked for. */
  sweepEveryMs: number;
}

export const defaultPhotoSettings: PhotoSettings = {
  storageLimitBytes: defaultPhotoStorageLimitBytes,
  sweepEveryMs: 30 * 60_000,
};

type SweepContext = Pick<ActionContext, 'store' | 'clock'>;

/**
 * One pass: deletes photos no order took in time and those of orders ended longer ago than the
 * town's retention period (record, then file), files with no record
 * (an upload cut short, a record deleted before its file), and sets the storage in use to what
 * the folder really holds.
 */
export async function sweepPhotos(
  ctx: SweepContext,
  photosDir: string,
  settings: Pick<PhotoSettings, 'storageLimitBytes'>,
): Promise<{ deleted: number }> {
  // Photos no order took in time, and those of orders ended longer ago than the town keeps them.
  const forgotten = [
    ...(await forgetUnattachedPhotos(ctx)),
    ...(await forgetExpiredOrderPhotos(ctx)),
  ];
  for (const photo of forgotten) {
    const files = isPublicPhotoPurpose(photo.purpose)
      ? productPhotoWidths.map((width) => productPhotoFile(photo.id, width))
      : [photo.id];
    for (const file of files) await rm(join(photosDir, file), { force: true });
  }
  const cutoff = ctx.clock.now().getTime() - unattachedPhotoLifetimeMs;
  let names: string[] = [];
  try {
    names = await readdir(photosDir);
  } catch {
    // No folder yet: nothing was ever uploaded.
  }
  let deleted = forgotten.length;
  let bytes = 0;
  for (const name of names) {
    const file = join(photosDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    // A product photo's widths are files named after its id (`<id>-w320.webp`).
    const id = photoIdOfFile(name);
    const known = !name.endsWith('.part') && (await ctx.store.get('photos', id)) !== null;
    if (!known && info.mtimeMs < cutoff) {
      await rm(file, { force: true });
      deleted++;
    } else {
      bytes += info.size;
    }
  }
  await settlePhotoStorage(ctx, bytes, { limitBytes: settings.storageLimitBytes });
  return { deleted };
}

/** Sweeps at start and then every `sweepEveryMs`, until stopped. */
export function startPhotoSweep(
  ctx: SweepContext,
  photosDir: string,
  settings: PhotoSettings,
  log: (line: string) => void,
) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => sweepPhotos(ctx, photosDir, settings))
      .catch((error) => log(`photo sweep: ${String(error)}`));
    return running;
  };
  run();
  const timer = setInterval(run, settings.sweepEveryMs);
  timer.unref();
  return {
    /** Runs a pass now (after any running one) and resolves when it is done. */
    sweepNow: () => run().then(() => undefined),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** The photo id a stored file belongs to: `<id>-w320.webp` is a width of photo `<id>`. */
function photoIdOfFile(name: string): string {
  const width = name.lastIndexOf('-w');
  const digits = width > 0 && name.endsWith('.webp') ? name.slice(width + 2, -'.webp'.length) : '';
  return /^\d+$/.test(digits) ? name.slice(0, width) : name;
}
