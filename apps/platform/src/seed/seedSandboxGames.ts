import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Platform } from '../context';
import { settings } from '../db/schema';
import { seedSetting } from '../system/siteSettings';
import { demoCatalogue } from './demoCatalogue';
import { buildDemoLotteryGames, buildDemoPvpRooms } from './demoLottery';

/** The settings row that remembers which lottery games and rooms were seeded. */
const sandboxGamesMarkerKey = 'seededSandboxGames';

/**
 * Seeds what the sandbox games need beside the catalogue, idempotently: the lottery games of each prize
 * mode, the PVP rooms, and the merchant wallet setting (one wallet for every game, for the demo brand).
 * Rows go in one statement each (`json_populate_recordset`); a digest skips it all on an unchanged start.
 */
export async function seedSandboxGames(platform: Platform): Promise<void> {
  const { db } = platform;
  await seedSetting(db, 'merchantWallet', { isSingle: true });
  const { games } = demoCatalogue();
  const lottery = buildDemoLotteryGames(games).map((game) => ({
    prize_mode: game.prizeMode,
    game_code: game.gameCode,
    node_id: game.nodeId,
    game_group_code: game.gameGroupCode,
    draw_interval_seconds: game.drawIntervalSeconds,
    sort: game.sort,
  }));
  const rooms = buildDemoPvpRooms(games).map((room) => ({
    room_id: room.roomId,
    node_id: room.nodeId,
    name_en: room.name.en,
    name_ar: room.name.ar,
    stake_minor: room.stakeMinor,
    seats: room.seats,
    players: room.players,
    sort: room.sort,
  }));
  const lotteryDocument = JSON.stringify(lottery);
  const roomsDocument = JSON.stringify(rooms);
  const marker = createHash('sha256').update(lotteryDocument).update(roomsDocument).digest('hex');
  const [seeded] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, sandboxGamesMarkerKey));
  if (seeded?.value === marker) return;
  await db.execute(sql`
    insert into lottery_games (prize_mode, game_code, node_id, game_group_code, draw_interval_seconds, sort)
    select prize_mode, game_code, node_id, game_group_code, draw_interval_seconds, sort
    from json_populate_recordset(null::lottery_games, ${lotteryDocument}::json)
    on conflict do nothing`);
  await db.execute(sql`
    insert into pvp_rooms (room_id, node_id, name_en, name_ar, stake_minor, seats, players, sort)
    select room_id, node_id, name_en, name_ar, stake_minor, seats, players, sort
    from json_populate_recordset(null::pvp_rooms, ${roomsDocument}::json)
    on conflict do nothing`);
  // Fresh statistics, so the rounds' and menus' lookups use the indexes from the first request.
  await db.execute(sql`analyze lottery_games`);
  await db.execute(sql`analyze pvp_rooms`);
  await db
    .insert(settings)
    .values({ key: sandboxGamesMarkerKey, value: marker })
    .onConflictDoUpdate({ target: settings.key, set: { value: marker, updatedAt: new Date() } });
}
