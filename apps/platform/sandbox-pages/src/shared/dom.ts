/** A child of `h`: an element, a text (set as text, never parsed as HTML), or nothing. */
export type Child = Node | string | number | false | null | undefined;

/**
 * An element with its attributes and children. Every text goes in as a text node, so no data a page
 * shows is ever parsed as HTML; `false`/`undefined` attributes are left out.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(
    ...children
      .filter((child) => child !== false && child !== null && child !== undefined)
      .map((child) => (typeof child === 'number' ? String(child) : child) as Node | string),
  );
  return node;
}

/** An SVG element (the symbols and icons), with its attributes and children. */
export function svg(tag: string, attributes: Record<string, string>, ...children: SVGElement[]): SVGElement {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag) as SVGElement;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** An element the page drew, by id; a missing one is a bug of the page, said at once. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`The page has no #${id}`);
  return node as T;
}

/** `{name}` placeholders of a text, filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
