import {
  Award,
  BadgePercent,
  Bird,
  Cherry,
  CircleQuestionMark,
  Clapperboard,
  Crown,
  Dices,
  Fish,
  Flame,
  Gamepad2,
  Gauge,
  Gift,
  Handshake,
  Headset,
  Heart,
  History,
  House,
  ReceiptText,
  Search,
  Smartphone,
  Spade,
  Ticket,
  Trophy,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { SiteEntryKey } from './siteEntries';

/** One icon per site entry, shared by the side menu and anything else that lists them. */
export const siteEntryIcons: Record<SiteEntryKey, LucideIcon> = {
  bettingRecord: ReceiptText,
  promotions: Gift,
  rebate: BadgePercent,
  rewards: Award,
  vip: Crown,
  inviteFriends: UserPlus,
  agent: Handshake,
  serverSpeed: Gauge,
  appDownload: Smartphone,
  customerService: Headset,
  helpCentre: CircleQuestionMark,
};

/** The spec's game types (2.1), so a host that passes no icon still gets a fitting one. */
const gameTypeIcons: Record<string, LucideIcon> = {
  HOME: House,
  HOT: Flame,
  FAV: Heart,
  RECENT: History,
  PROMO: Gift,
  RNG: Cherry,
  LIVE: Clapperboard,
  FISH: Fish,
  PVP: Spade,
  SPORTS: Trophy,
  ESPORTS: Gamepad2,
  LOTT: Ticket,
  ELOTT: Dices,
  COCKFIGHT: Bird,
  SEARCH: Search,
};

/** The icon for a game type code (any case); a game controller for codes the spec does not name. */
export const gameTypeIcon = (code: string): LucideIcon => gameTypeIcons[code.toUpperCase()] ?? Gamepad2;
