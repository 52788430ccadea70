/** As core's photoIdOfRef; written out so the first-load bundle takes no core schema code. */
export const uploadedPhotoId = (ref: string) => /^uploads\/([A-Za-z0-9_-]{1,64})$/.exec(ref)?.[1];
