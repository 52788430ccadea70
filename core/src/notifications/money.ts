const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and kind, kept: making one costs far more than using it. */
function rupeeFormat(locale: string, withPaise: boolean): Intl.NumberFormat {
  const key = `${locale}:${withPaise}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: withPaise ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/** "₹1,234.50" in Indian digit grouping; whole rupees print without decimals. */
export function formatRupees(paise: number, locale = 'en-IN'): string {
  return rupeeFormat(locale, paise % 100 !== 0).format(paise / 100);
}
