import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The CSP allows only the platform's own scripts; styles may be inline
 * (a brand's run-time theme is a style element); partner brands listed in CORS_ORIGINS may frame the
 * portal (the embeddable lobby), nobody else.
 */
export function securityHeaders(app: FastifyInstance, frameOrigins: string[]) {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors 'self'${frameOrigins.map((origin) => ` ${origin}`).join('')}`,
  ].join('; ');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
}
