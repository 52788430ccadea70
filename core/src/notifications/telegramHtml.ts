import { withoutControls } from '../model/invisibleText';

/**
 * Telegram's HTML parse mode. Every value that came from a user is escaped, so a name such as
 * "<b>Tom & Jerry</b>" shows as typed and can neither format the message nor make Telegram
 * refuse it ("can't parse entities"). Only the few tags built here are real markup.
 */

/**
 * Telegram's HTML mode recognises exactly these four entities; `"` matters inside href. Invisible
 * controls (escape codes, direction overrides) go too, whoever typed them and whenever.
 */
export function escapeHtml(value: string): string {
  return withoutControls(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Markup built here, not user input: passes through `html` unescaped. */
export class Markup {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = string | number | Markup | null | undefined | false;

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Markup) return part.value;
  return escapeHtml(String(part));
};

/** A template whose interpolated values are escaped unless they are `Markup`. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Markup {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Markup(out);
}

export const bold = (text: Part): Markup => html`<b>${text}</b>`;

/** Links go to https pages only (maps); anything else is shown as plain text. */
export function link(url: string, text: Part): Markup {
  if (!url.startsWith('https://')) return new Markup(render(text));
  return html`<a href="${url}">${text}</a>`;
}

/**
 * Long free text (a shopping list, a message) is cut before escaping, so no entity is split and
 * the whole message stays under Telegram's 4096-character limit.
 */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Lines joined with newlines; empty lines (a missing optional field) are dropped. */
export function lines(...parts: Array<Markup | null | undefined | false>): string {
  return parts
    .filter((part): part is Markup => part instanceof Markup && part.value !== '')
    .map((part) => part.value)
    .join('\n');
}

/**
 * "+91 90000 00123": Telegram turns a number written this way into a phone link that calls on
 * tap in every client. A `tel:` text link would not do: the Bot API accepts http(s) and tg
 * links, and a refused entity would make Telegram reject the whole alert.
 */
export function phone(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : mobile;
}
