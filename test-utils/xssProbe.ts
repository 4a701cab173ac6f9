/** Something a rendered payload ran, or left on the page ready to run; `index` is the payload's (-1: unknown). */
export interface XssFinding {
  index: number;
  what: string;
}

export interface XssProbeInput {
  /** Sanitised HTML, one string per payload, rendered as `CleanHtml` renders it (a div's innerHTML). */
  htmls: readonly string[];
  /** The allow-list the HTML should keep to: any element or attribute outside it is reported too. */
  policy: {
    tags: readonly string[];
    attributes: Readonly<Record<string, readonly string[]>>;
    /** The `rel` a link opening a new window gets (with its `target`, neither of which the policy lists). */
    newWindowRel: string;
  };
}

/**
 * Renders every payload into one page and reports what executed or could: a call to alert, confirm,
 * prompt, print or open (or a write to the `xss` flag), an `on*` handler attribute left in place, an
 * address that runs script (`javascript:`, `vbscript:`, `data:text/html`) in href, src, action,
 * formaction or xlink:href, a new window opened without `rel="noopener"`, and any element or attribute
 * the policy does not allow. It waits for the images to load or fail, so their error and load handlers
 * have had their chance to fire.
 *
 * Self-contained (no imports, nothing from outside its body), so Playwright can send it to a page as it
 * is (`page.evaluate(probeXss, input)`) and a browser-mode test can call it directly.
 */
export async function probeXss({ htmls, policy }: XssProbeInput): Promise<XssFinding[]> {
  const findings: XssFinding[] = [];
  // Element's own methods and getters: a payload's form can clobber them (`<input name=attributes>`).
  const proto = Element.prototype;
  const getter = (key: 'localName' | 'attributes') =>
    Object.getOwnPropertyDescriptor(proto, key)?.get as (this: Element) => unknown;
  const localNameOf = (element: Element) => getter('localName').call(element) as string;
  const attributesOf = (element: Element) => [...(getter('attributes').call(element) as NamedNodeMap)];
  const host = document.createElement('div');
  document.body.append(host);
  // The payload whose handler is running, when one is: its element sits in the payload's own box.
  const current = () => {
    const target = (window.event?.target ?? null) as Element | null;
    const box = target instanceof Element ? proto.closest.call(target, '[data-payload]') : null;
    return box ? Number(box.getAttribute('data-payload')) : -1;
  };
  const globals = window as unknown as Record<string, unknown>;
  for (const name of ['alert', 'confirm', 'prompt', 'print', 'open']) {
    globals[name] = (...args: unknown[]) => {
      findings.push({ index: current(), what: `${name}(${args.map(String).join(', ')})` });
      return null;
    };
  }
  Object.defineProperty(window, 'xss', {
    configurable: true,
    set: (value: unknown) => findings.push({ index: current(), what: `xss = ${String(value)}` }),
  });

  // Every box before any HTML: a payload's named element can clobber `document.createElement`.
  const boxes = htmls.map((_, index) => {
    const box = document.createElement('div');
    box.setAttribute('data-payload', String(index));
    return host.appendChild(box);
  });
  boxes.forEach((box, index) => (box.innerHTML = htmls[index] ?? ''));

  const images = [...host.querySelectorAll('img')];
  const settled = Promise.all(
    images.map((image) =>
      image.complete
        ? undefined
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
    ),
  );
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  // Handlers queued behind the last image's event run before this.
  await new Promise((resolve) => setTimeout(resolve, 50));

  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href'];
  const runsScript = /^(?:javascript|vbscript|data:text\/html)/i;
  const allowedTags = new Set(policy.tags);
  for (const box of host.querySelectorAll('[data-payload]')) {
    const index = Number(box.getAttribute('data-payload'));
    for (const element of box.querySelectorAll('*')) {
      const tag = localNameOf(element);
      if (!allowedTags.has(tag)) findings.push({ index, what: `<${tag}> outside the policy` });
      const allowed = [...(policy.attributes['*'] ?? []), ...(policy.attributes[tag] ?? [])];
      const target = proto.getAttribute.call(element, 'target');
      const rel = ` ${proto.getAttribute.call(element, 'rel') ?? ''} `;
      if (target !== null && target !== '_self' && !rel.includes(' noopener ')) {
        findings.push({ index, what: `<${tag} target="${target}"> without rel="noopener"` });
      }
      for (const { name, value } of attributesOf(element)) {
        if (/^on/i.test(name)) findings.push({ index, what: `<${tag} ${name}> handler` });
        // Browsers ignore whitespace and control characters inside a scheme.
        // eslint-disable-next-line no-control-regex
        const address = value.replace(/[\u0000-\u0020]/g, '');
        if (urlAttributes.includes(name) && runsScript.test(address)) {
          findings.push({ index, what: `<${tag} ${name}="${value}">` });
        }
        const newWindow =
          tag === 'a' &&
          (name === 'rel' || name === 'target') &&
          proto.getAttribute.call(element, 'target') === '_blank' &&
          proto.getAttribute.call(element, 'rel') === policy.newWindowRel;
        // DOMPurify empties an `is` it cannot take away (the element was made with it): it names nothing.
        const emptiedIs = name === 'is' && value === '';
        if (!allowed.includes(name) && !newWindow && !emptiedIs) {
          findings.push({ index, what: `<${tag} ${name}> outside the policy` });
        }
      }
    }
  }
  host.remove();
  return findings;
}
