import { describe, expect, it } from 'vitest';
import type { WhitelabelNode } from './contract/site';
import { whitelabelFlagEnabled } from './whitelabelFlagEnabled';

const node = (modId: string, enabled: '0' | '1', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

describe('whitelabelFlagEnabled', () => {
  const tree = [
    node('REGISTER', '1', [node('MOBILEREG3', '1', [node('MOBILESMSVERIF3', '1')])]),
    node('AGENT', '0', [node('AGENTPOLICY3', '1')]),
    node('MANPLAYREB3', '0'),
  ];

  it('is on when the node and every ancestor are on', () => {
    expect(whitelabelFlagEnabled(tree, 'MOBILEREG3')).toBe(true);
    expect(whitelabelFlagEnabled(tree, 'MOBILESMSVERIF3')).toBe(true);
  });

  it('is off when the node, or any ancestor, is off, or the flag is missing', () => {
    expect(whitelabelFlagEnabled(tree, 'MANPLAYREB3')).toBe(false);
    expect(whitelabelFlagEnabled(tree, 'AGENTPOLICY3')).toBe(false);
    expect(whitelabelFlagEnabled(tree, 'FREEPLAY3')).toBe(false);
    expect(whitelabelFlagEnabled([], 'FREEPLAY3')).toBe(false);
  });
});
