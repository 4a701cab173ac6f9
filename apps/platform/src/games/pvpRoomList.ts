import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games, pvpRooms } from '../db/schema';

/** The PVP rooms with their game's names (of one game when given), the most played games' first. */
export function pvpRoomList(db: Db, gameCode: string | undefined, limit: number) {
  return db
    .select({
      roomId: pvpRooms.roomId,
      gameCode: games.gameCode,
      gameEn: games.nameEn,
      gameAr: games.nameAr,
      nameEn: pvpRooms.nameEn,
      nameAr: pvpRooms.nameAr,
      stakeMinor: pvpRooms.stakeMinor,
      players: pvpRooms.players,
      seats: pvpRooms.seats,
    })
    .from(pvpRooms)
    .innerJoin(games, eq(games.nodeId, pvpRooms.nodeId))
    .where(gameCode ? eq(games.gameCode, gameCode) : undefined)
    .orderBy(desc(games.popularity), asc(games.nodeId), asc(pvpRooms.sort))
    .limit(limit);
}
