/**
 * Bengali digits (০-৯) as ASCII ones: a Bengali keyboard types them in number fields as readily
 * as in a search, and the rest of the app reads ASCII digits.
 */
export const asciiDigits = (text: string): string =>
  text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
