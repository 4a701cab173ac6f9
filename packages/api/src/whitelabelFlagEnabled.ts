import type { WhitelabelNode } from './contract/site';

/**
 * Whether a white-label flag is on: a node with this modId is '1' and so is every ancestor, because
 * switching a group off switches off every flag under it. A flag missing from the tree is off.
 */
export function whitelabelFlagEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  return tree.some(
    (node) =>
      node.enabled === '1' &&
      (node.modId === modId || whitelabelFlagEnabled(node.childrenNodes ?? [], modId)),
  );
}
