import { mainWalletName } from '../../rules';

/** Which wallet the money leaves and which it enters. */
export interface TransferDirection {
  from: string;
  to: string;
}

/**
 * The direction the form opens with: the host's (a wallet card's "Transfer in" names `to`), the side it
 * leaves out facing the main wallet; with none, from the main wallet to the first vendor's. A name that is
 * none of the member's wallets counts as left out. Two vendors given together are kept, so the rule says
 * what is wrong rather than the form guessing.
 */
export function initialDirection(names: readonly string[], from?: string, to?: string): TransferDirection {
  const known = (name: string | undefined) => (name !== undefined && names.includes(name) ? name : undefined);
  const firstVendor = names.find((name) => name !== mainWalletName) ?? '';
  const facing = (name: string) => (name === mainWalletName ? firstVendor : mainWalletName);
  const [source, target] = [known(from), known(to)];
  if (source !== undefined && target !== undefined) return { from: source, to: target };
  if (source !== undefined) return { from: source, to: facing(source) };
  if (target !== undefined) return { from: facing(target), to: target };
  return { from: mainWalletName, to: firstVendor };
}

/**
 * The other side once the member chose `chosen` on one side (where `previous` was): a vendor's wallet faces
 * the main one; the main wallet chosen where the other side already was the main one flips the direction.
 */
export function otherSideAfter(chosen: string, previous: string, other: string): string {
  if (chosen !== mainWalletName) return mainWalletName;
  return other === mainWalletName ? previous : other;
}
