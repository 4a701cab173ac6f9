/**
 * Sets a form control's value the way typing does, so React's `onChange` (and so react-hook-form's
 * registered handler) sees it. Assigning `element.value` alone would be swallowed: React tracks the
 * last value it wrote and ignores an `input` event that does not change it.
 */
export function setNativeValue(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  // First a no-op write through the element's own setters: tools that wrap them (user-event's typed-text
  // cache) learn of a programmatic change, while React's tracker keeps the old value.
  const current = element.value;
  element.value = current;
  // Then the prototype's setter, which React does not see, and the event React listens to.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
