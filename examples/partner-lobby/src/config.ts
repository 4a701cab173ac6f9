/** The platform this brand's lobby talks to, fixed at build time (VITE_PLATFORM_ORIGIN). */
export const platformOrigin: string = import.meta.env.VITE_PLATFORM_ORIGIN || 'http://127.0.0.1:8181';

/** The merchant code of Oasis Play on that platform. */
export const merchant = 'DEMO';
