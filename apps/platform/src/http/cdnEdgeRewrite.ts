import type { RawRequestDefaultExpression } from 'fastify';

/** `/cdn/<edge>/wps/media/...`: an image asked of one of the configuration's image CDNs. */
const edgeMedia = /^\/cdn\/[a-z0-9-]{1,32}(?=\/wps\/media\/)/i;

/**
 * The platform stands in for the image CDNs its site configuration lists (`imageCDNs`: /cdn/a, /cdn/b):
 * an edge's address of an image is the platform's own image. Only images: nothing else answers there.
 */
export function cdnEdgeRewrite(request: RawRequestDefaultExpression): string {
  const url = request.url ?? '/';
  return url.replace(edgeMedia, '');
}
