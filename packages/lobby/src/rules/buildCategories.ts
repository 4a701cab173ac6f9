import { vendorGroups, type GameType, type Vendor, type VendorLane } from '@portal/api';

/** A category of the lobby's menu: the account lists (hot, favourites, recent) or a game type. */
export type CategoryCode = 'HOT' | 'FAV' | 'RECENT' | GameType;

export interface LobbyCategory {
  code: CategoryCode;
  /** The server's title of a vendor category; the lobby's catalogue names the others by code. */
  title?: string;
  /** Vendors in display order ('all' is the menu's own first entry, not one of these). */
  vendors: Vendor[];
  /** The classifies its games use (RNG's slot sub-categories). */
  gameClassify: string[];
}

export interface CategoryContext {
  loggedIn: boolean;
  /** The member has played something: an empty recent list is not offered. */
  hasRecent: boolean;
}

/** The categories the SPORTS lane's cards move into, in the order they follow SPORTS (spec 2.3). */
const movedOutOfSports = [
  { code: 'ESPORTS', vendors: vendorGroups.esports as readonly string[] },
  { code: 'COCKFIGHT', vendors: vendorGroups.cockfight as readonly string[] },
] as const;

const categoryOf = (lane: VendorLane): LobbyCategory => ({
  code: lane.gameCategory,
  title: lane.title,
  vendors: [...lane.vendors],
  gameClassify: [...lane.gameClassify],
});

/** Adds vendors the category lacks (by vassalage), so a server lane and moved cards never list one twice. */
function withVendors(category: LobbyCategory, vendors: readonly Vendor[]): LobbyCategory {
  const known = new Set(category.vendors.map((vendor) => vendor.vassalage));
  return { ...category, vendors: [...category.vendors, ...vendors.filter((v) => !known.has(v.vassalage))] };
}

/**
 * The category menu of spec 2.3: Hot, Favourites (logged in), Recent (logged in with recent games), then
 * the server's lanes in their order. The platform files e-sport and cockfight vendors under SPORTS; their
 * cards move into ESPORTS and COCKFIGHT right after SPORTS (merged with a lane of that name if the server
 * sends one). Vendor categories without vendors are dropped.
 */
export function buildCategories(lanes: readonly VendorLane[], context: CategoryContext): LobbyCategory[] {
  const categories = lanes.map(categoryOf);
  const sports = categories.find((category) => category.code === 'SPORTS');
  const vendorCategories = sports ? withCardsMoved(categories, sports) : categories;
  const accountLists: LobbyCategory[] = [{ code: 'HOT', vendors: [], gameClassify: [] }];
  if (context.loggedIn) accountLists.push({ code: 'FAV', vendors: [], gameClassify: [] });
  if (context.loggedIn && context.hasRecent)
    accountLists.push({ code: 'RECENT', vendors: [], gameClassify: [] });
  return [...accountLists, ...vendorCategories.filter((category) => category.vendors.length > 0)];
}

function withCardsMoved(categories: readonly LobbyCategory[], sports: LobbyCategory): LobbyCategory[] {
  const groupOf = (vendor: Vendor) =>
    movedOutOfSports.find(({ vendors }) => vendors.includes(vendor.vassalage));
  const moved = movedOutOfSports.map(({ code }) =>
    withVendors(
      categories.find((category) => category.code === code) ?? { code, vendors: [], gameClassify: [] },
      sports.vendors.filter((vendor) => groupOf(vendor)?.code === code),
    ),
  );
  const staying: LobbyCategory = { ...sports, vendors: sports.vendors.filter((vendor) => !groupOf(vendor)) };
  return categories.flatMap((category) => {
    if (category === sports) return [staying, ...moved];
    // A server lane of a moved category is merged into the one placed after SPORTS.
    return movedOutOfSports.some(({ code }) => code === category.code) ? [] : [category];
  });
}
