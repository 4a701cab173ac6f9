import { randomBytes } from 'node:crypto';
import { paths } from '@portal/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../sessions/sessions';
import { openStore } from '../store/openStore';
import { loginAs } from '../testing/flows';
import { demoGame, launch, roundRequest } from '../testing/gameFlows';
import { testDemoPassword } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

const slot = demoGame((game) => game.vassalage === 'PG' && game.gameType === 'RNG');
const redisUrl = process.env.REDIS_URL;

// The member's session may be cached on Redis: a game session must still end with it.
const stores = [
  { store: 'memory', open: undefined },
  ...(redisUrl
    ? [
        {
          store: 'Redis',
          open: () => openStore(redisUrl, { prefix: `portal-test-${randomBytes(4).toString('hex')}:` }),
        },
      ]
    : []),
];

describe.each(databaseCases())('game sessions on $name', (databaseCase) => {
  describe.each(stores)('with the $store store', ({ open }) => {
    let tp: TestPlatform;
    beforeAll(async () => {
      tp = await openTestPlatform(databaseCase, open ? { store: open } : {});
    });
    afterAll(() => tp.close());

    const page = async (session: string) =>
      (await tp.app.inject({ method: 'GET', url: `${paths.sandboxGame}?session=${session}` })).statusCode;
    const round = async (session: string) => {
      // One round per 300 ms per game session.
      tp.clock.advance(1_000);
      return (await roundRequest(tp, { session, stakeMinor: 100 })).json();
    };
    const member = async (token: string) =>
      (await tp.app.inject({ method: 'GET', url: paths.memberInfo, headers: { token } })).statusCode;
    const expectEnded = async (session: string) => {
      expect(await page(session)).toBe(404);
      expect(await round(session)).toMatchObject({ success: false, code: 'GAME_SESSION_INVALID' });
    };
    const playing = async (username: string) => {
      const token = await loginAs(tp, username);
      const session = await launch(tp, `nodeId=${slot.nodeId}`, token);
      expect(await page(session)).toBe(200);
      return { token, session };
    };

    it('ends when its member logs out', async () => {
      const { token, session } = await playing('demomember');
      await tp.app.inject({ method: 'DELETE', url: paths.logout, headers: { token } });
      await expectEnded(session);
    });

    it("ends when the password changes in another session; the changing session's games go on", async () => {
      const elsewhere = await playing('agent2player1');
      const here = await playing('agent2player1');
      const changed = await tp.app.inject({
        method: 'POST',
        url: paths.changePassword,
        headers: { token: here.token },
        payload: (await tp.encrypt({
          oldPassword: testDemoPassword,
          newPassword: 'Changed123',
          confirmNewPassword: 'Changed123',
        })) as object,
      });
      expect(changed.json()).toEqual({ success: true, value: true });
      await expectEnded(elsewhere.session);
      expect(await round(here.session)).toMatchObject({ success: true });
    });

    it('ends at once when its member session is revoked, expired or idle in the database', async () => {
      const changes = [
        (hash: string) => sql`update sessions set revoked_at = now() where token_hash = ${hash}`,
        (hash: string) =>
          sql`update sessions set expires_at = ${new Date(tp.clock.now()).toISOString()} where token_hash = ${hash}`,
        (hash: string) =>
          sql`update sessions set last_seen_at = ${new Date(tp.clock.now() - 30 * 60_000).toISOString()} where token_hash = ${hash}`,
      ];
      for (const change of changes) {
        const { token, session } = await playing('demomember');
        await tp.platform.db.execute(change(hashToken(token)));
        await expectEnded(session);
      }
    });

    it("counts play as the member's activity, so a player in a game is not logged out of the portal", async () => {
      const { token, session } = await playing('demomember');
      tp.clock.advance(20 * 60_000);
      expect(await round(session)).toMatchObject({ success: true });
      tp.clock.advance(20 * 60_000);
      expect(await member(token)).toBe(200);
      expect(await page(session)).toBe(200);
      // Idle in the game and in the portal alike: both end.
      tp.clock.advance(31 * 60_000);
      expect(await member(token)).toBe(401);
      await expectEnded(session);
    });
  });
});
