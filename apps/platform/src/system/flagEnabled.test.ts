import type { WhitelabelNode } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { flagEnabled } from './flagEnabled';

const node = (modId: string, enabled: '0' | '1', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

describe('flagEnabled', () => {
  const tree = [
    node('SITE3', '1', [
      node('FREEPLAY3', '1'),
      node('MANPLAYREB3', '0'),
      node('GROUP3', '1', [node('DEEP3', '1')]),
    ]),
    node('OFF3', '0', [node('UNDEROFF3', '1')]),
  ];

  it('finds enabled flags at any depth', () => {
    expect(flagEnabled(tree, 'SITE3')).toBe(true);
    expect(flagEnabled(tree, 'FREEPLAY3')).toBe(true);
    expect(flagEnabled(tree, 'DEEP3')).toBe(true);
  });

  it('is false for a disabled flag, a flag under a disabled ancestor, or a missing flag', () => {
    expect(flagEnabled(tree, 'MANPLAYREB3')).toBe(false);
    expect(flagEnabled(tree, 'OFF3')).toBe(false);
    expect(flagEnabled(tree, 'UNDEROFF3')).toBe(false);
    expect(flagEnabled(tree, 'MISSING3')).toBe(false);
    expect(flagEnabled([], 'SITE3')).toBe(false);
  });

  it('is true when any occurrence of the flag is reachable through enabled nodes', () => {
    const twice = [node('A', '0', [node('X', '1')]), node('B', '1', [node('X', '1')])];
    expect(flagEnabled(twice, 'X')).toBe(true);
  });
});
