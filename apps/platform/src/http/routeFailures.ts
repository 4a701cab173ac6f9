import { isGated } from './availabilityGate';
import { failure, type Failure } from './failureResponses';

/**
 * The failures of any route at `url` (as Fastify routes it), then its own: a malformed request answers 400
 * before any handler, and the availability gate holds back every gated route.
 */
export function routeFailures(url: string, own: Failure[] = []): Failure[] {
  return [
    failure('BAD_REQUEST', 'the request is malformed (its JSON, its address, its headers)'),
    ...own,
    ...(isGated(url)
      ? [
          failure('REGION_RESTRICTED', "the visitor's region is restricted"),
          failure('MAINTENANCE', 'the site is under maintenance (retry-after says for how long)'),
        ]
      : []),
  ];
}
