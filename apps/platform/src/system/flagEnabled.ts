import type { WhitelabelNode } from '@portal/api';

/**
 * Whether a white-label flag is on: some node with this modId is '1' and so are all its ancestors,
 * because switching a group off switches off every flag under it.
 */
export function flagEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  return tree.some(
    (node) => node.enabled === '1' && (node.modId === modId || flagEnabled(node.childrenNodes, modId)),
  );
}
