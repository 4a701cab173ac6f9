// `@portal/ui/style`: what other packages' `.css.ts` files compose with (the theme contract and the
// shared style helpers), without the components. A `.css.ts` that imported the whole `@portal/ui`
// made vanilla-extract's Vite compiler evaluate every component's styles inside it, and the
// production build then left those components' CSS out.
export { vars, type ThemeVars } from './theme/contract.css';
export { focusRing } from './styles/focusRing.css';
export { cardLift } from './styles/cardLift';
export { flipInRtl } from './styles/flipInRtl.css';
export { reducedMotion } from './styles/reducedMotion';
export { surface } from './styles/surface.css';
export { visuallyHidden } from './styles/visuallyHidden.css';
