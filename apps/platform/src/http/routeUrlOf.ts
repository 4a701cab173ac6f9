import type { CallShape } from '@portal/api';

/** A declaration's path as Fastify routes it: `{name}` segments become `:name`. */
export const routeUrlOf = (call: CallShape) => call.path.replace(/\{(\w+)\}/g, ':$1');
