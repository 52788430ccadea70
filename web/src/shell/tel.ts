/** A `tel:` link for a number written with spaces or dashes. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
