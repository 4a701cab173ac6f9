import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The CSP allows only the platform's own scripts; styles may be inline
 * (a brand's run-time theme is a style element); partner brands listed in CORS_ORIGINS may frame the
 * portal (the embeddable lobby), nobody else; over HTTPS, HSTS. `pingOrigins` are the site's domain lines
 * as they stood at start (a changed list takes effect on the next start).
 */
export interface CspSources {
  /** The site's domain lines (the speed selector's pings). */
  pingOrigins?: string[];
  /** A gtag id is configured: the Google tag may load (after the visitor's consent) and report. */
  analytics?: boolean;
}

export function securityHeaders(app: FastifyInstance, frameOrigins: string[], sources: CspSources = {}) {
  const { pingOrigins = [], analytics = false } = sources;
  const tag = analytics ? ' https://www.googletagmanager.com' : '';
  const report = analytics ? ' https://*.google-analytics.com https://*.analytics.google.com' : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${tag}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The speed selector times the ping file on each of the brand's domain lines.
    `connect-src 'self'${pingOrigins.map((origin) => ` ${origin}`).join('')}${report}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors 'self'${frameOrigins.map((origin) => ` ${origin}`).join('')}`,
  ].join('; ');
  app.addHook('onSend', async (request, reply) => {
    // Only over HTTPS (TLS here, or a trusted proxy's X-Forwarded-Proto): browsers ignore it over HTTP,
    // and a plain-HTTP run (the demo on 127.0.0.1) must not pin a host to HTTPS.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
}
