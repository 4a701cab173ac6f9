import '@portal/ui/fonts.css';
// Load the ui kit (and so its styles) before any story: vanilla-extract compiles a .css.ts when it is
// first requested, and a package's styles that reach ui's files first would leave them without CSS.
import '@portal/ui';
import { preloadKit } from '../test-utils/preloadKit';

// Screenshots must not depend on timing: no animations, transitions or blinking carets.
const style = document.createElement('style');
style.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}
html, body { margin: 0; }`;
document.head.append(style);

// What the kit loads on demand (catalogues, a member's header, the toasts) is at hand before any story, as a host preloads it.
await preloadKit();
