/**
 * Characters a person never means to type into a name, an address or a note, but that change
 * how text shows where staff read it: terminal control codes (an escape sequence recolours or
 * clears a log reader's screen), and the bidirectional overrides and isolates that make
 * "Ramesh" display as something else (U+202A-E, U+2066-9, the LRM/RLM/ALM marks). The joiners
 * U+200C/U+200D stay: Bengali conjuncts are typed with them.
 */
const controls =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const lineBreaks = /[\t\n\r]/g;

/** `text` without invisible controls; tabs and line breaks kept. */
export const withoutControls = (text: string): string => text.replace(controls, '');

/** One line of text: invisible controls removed, tabs and line breaks become spaces. */
export const oneLine = (text: string): string => withoutControls(text).replace(lineBreaks, ' ');
