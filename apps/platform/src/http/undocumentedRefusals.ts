/**
 * Each call that answered a refusal its OpenAPI entry does not list, as `call: CODE`: the document a
 * partner generates a client from would be wrong about it. Bounded by calls × codes. The platform's test
 * setup fails a test file that leaves one here, so the route tests keep every contract's `refusals` true.
 */
export const undocumentedRefusals = new Set<string>();
