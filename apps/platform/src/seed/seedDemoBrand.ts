import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { usernameKeyOf } from '../accounts/accounts';
import { hashPassword } from '../accounts/passwords';
import type { Platform } from '../context';
import { accounts, helpArticles, settings } from '../db/schema';
import { houseWallet, mainWallet, transfer } from '../ledger/ledger';
import { seedSetting } from '../system/siteSettings';
import { demoCashier } from './demoCashier';
import { demoCountryCodes, demoRegisterSettings, demoSiteConfig, demoWhitelabel } from './demoSite';
import { demoHelpArticles } from './helpArticles';
import { seedDemoInbox } from './seedDemoInbox';
import { seedGameCatalogue } from './seedGameCatalogue';
import { seedPortalContent } from './seedPortalContent';
import { seedSandboxGames } from './seedSandboxGames';
import { seedSandboxPlayers } from './seedSandboxPlayers';

export interface DemoAccount {
  username: string;
  type: number;
  /** What the account is, for the start-up list. */
  role: string;
  /** Opening balance in minor units, credited through the ledger. */
  balanceMinor: number;
  mobileNum?: string;
  email?: string;
  affiliateCode?: string;
  parent?: string;
  /** Gets the product's default initial password (a change is forced at first login). */
  initialPassword?: boolean;
  /** The VIP rank (the `vip` setting names it). */
  vipLevel?: number;
}

const agentTypes = [1, 2, 41, 42] as const;

/** The demo brand's accounts: a member, an agent of each type with a small downline, a non-member. */
export const demoAccounts: DemoAccount[] = [
  {
    username: 'demomember',
    type: 0,
    role: 'member',
    balanceMinor: 1_000_00,
    vipLevel: 2,
    mobileNum: '501234567',
    email: 'member@portal.example',
  },
  ...agentTypes.flatMap((type): DemoAccount[] => [
    {
      username: `agent${type}`,
      type,
      role: `agent (type ${type})`,
      balanceMinor: 5_000_00,
      affiliateCode: `AGENT${type}`,
      email: `agent${type}@portal.example`,
    },
    ...[1, 2].map((n) => ({
      username: `agent${type}player${n}`,
      type: 0,
      role: `member under agent${type}`,
      balanceMinor: 250_00 * n,
      parent: `agent${type}`,
      // Two more numbers on the site, for trying the SMS login and the reset by phone on other accounts.
      ...(type === 42 ? { mobileNum: `5020042${String(n).padStart(2, '0')}` } : {}),
    })),
  ]),
  { username: 'nonmember', type: 9, role: 'non-member (cannot log in)', balanceMinor: 0 },
  {
    username: 'newcomer',
    type: 0,
    role: 'member with the initial password',
    balanceMinor: 100_00,
    initialPassword: true,
  },
];

const demoPasswordKey = 'sandboxDemoPassword';

/** The demo accounts' password: configured, or made once and kept (sandbox only), so restarts keep it. */
async function demoPassword(platform: Platform): Promise<string> {
  if (platform.config.demoPassword) return platform.config.demoPassword;
  const made = `Demo${randomInt(10, 100)}${randomBytes(3).toString('hex')}`;
  await platform.db.insert(settings).values({ key: demoPasswordKey, value: made }).onConflictDoNothing();
  const [row] = await platform.db.select().from(settings).where(eq(settings.key, demoPasswordKey));
  return row?.value as string;
}

export interface SeedResult {
  password: string;
  initialPassword: string | undefined;
  accounts: DemoAccount[];
}

export interface SeedOptions {
  /**
   * Sandbox mode: also make the sandbox players and their rounds for the winner board. The server's
   * start asks for them; tests mostly leave them out, since the rounds take a moment to play.
   */
  sandboxPlayers?: boolean;
}

/**
 * Seeds the demo brand, idempotently: configuration documents only where none is stored (operators'
 * edits survive), help articles, the game catalogue with its lottery games and PVP rooms, the demo
 * accounts with their opening balances as ledger credits from the house's promotions account, made only
 * when the account itself is new, and (sandbox) the sandbox players whose real rounds fill the winner board.
 */
export async function seedDemoBrand(platform: Platform, options: SeedOptions = {}): Promise<SeedResult> {
  const { db, config } = platform;
  await seedSetting(db, 'site', demoSiteConfig);
  await seedSetting(db, 'whitelabel', demoWhitelabel);
  await seedSetting(db, 'registerSettings', demoRegisterSettings);
  await seedSetting(db, 'countryCodes', demoCountryCodes);
  await seedSetting(db, 'cashier', demoCashier);
  await db.insert(helpArticles).values(demoHelpArticles).onConflictDoNothing();
  await seedPortalContent(platform);
  await seedGameCatalogue(platform);
  await seedSandboxGames(platform);

  // Outside sandbox mode the brand's configuration is seeded, never accounts with known passwords.
  if (!config.sandbox) return { password: '', initialPassword: undefined, accounts: [] };
  const password = await demoPassword(platform);
  const passwordHash = await hashPassword(password);
  const initialHash = config.defaultInitialPassword
    ? await hashPassword(config.defaultInitialPassword)
    : undefined;
  const dialingCode = (demoCountryCodes[0]?.dialingCode ?? '+966').replace(/^\+/, '');
  const promotions = await houseWallet(db, 'promotions', demoSiteConfig.currency);
  const seeded: DemoAccount[] = [];
  for (const demo of demoAccounts) {
    if (demo.initialPassword && !initialHash) continue;
    const parentId = demo.parent
      ? (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.usernameKey, demo.parent)))[0]
          ?.id
      : undefined;
    const [made] = await db
      .insert(accounts)
      .values({
        username: demo.username,
        usernameKey: usernameKeyOf(demo.username),
        passwordHash: demo.initialPassword ? (initialHash as string) : passwordHash,
        passwordInitial: Boolean(demo.initialPassword),
        type: demo.type,
        nickname: demo.username,
        countryDialingCode: demo.mobileNum ? dialingCode : null,
        mobileNum: demo.mobileNum ?? null,
        email: demo.email ?? null,
        affiliateCode: demo.affiliateCode ?? null,
        parentId: parentId ?? null,
        language: demoSiteConfig.defaultLanguage,
        vipLevel: demo.vipLevel ?? 0,
        currency: demoSiteConfig.currency,
        // The demo players have played before (balances, downlines); only the newcomer meets the
        // first-login welcome, like every account registered on the portal.
        firstLoginAt: demo.initialPassword ? null : new Date(platform.now()),
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    seeded.push(demo);
    if (!made || demo.balanceMinor <= 0) continue;
    const wallet = await mainWallet(db, made.id, demoSiteConfig.currency);
    await transfer(db, {
      from: promotions.id,
      to: wallet.id,
      amount: demo.balanceMinor,
      kind: 'seed-credit',
      reference: `seed:${demo.username}`,
    });
  }
  await seedDemoInbox(platform);
  if (options.sandboxPlayers) await seedSandboxPlayers(platform);
  return {
    password,
    initialPassword: initialHash ? config.defaultInitialPassword : undefined,
    accounts: seeded,
  };
}
