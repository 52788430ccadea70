/** Longest side of an uploaded photo: a prescription stays readable, the upload stays small. */
export const photoMaxSide = 1600;
const jpegQuality = 0.8;

/**
 * Shrinks a camera photo before upload: phone cameras make 4-12 MB pictures, which would take
 * minutes on a slow connection. Answers the original file if the browser cannot decode it.
 */
export async function shrinkPhoto(file: Blob, maxSide = photoMaxSide): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const shrunk = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', jpegQuality),
  );
  return shrunk && shrunk.size < file.size ? shrunk : file;
}
