import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { createPlatform } from './platform';
import { sandboxNotice } from './sandboxNotice';
import { printDemoAccounts } from './seed/printDemoAccounts';
import { seedDemoBrand } from './seed/seedDemoBrand';
import { startExpiredRowsSweeper } from './system/expiredRows';
import { startWithdrawalSweeper } from './withdrawals/settleWithdrawal';
import { applyStartupSwitches } from './system/systemState';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => console.error(`database pool error: ${error.message}`),
  });
  await applyStartupSwitches(database.db, config);
  const platform = await createPlatform(config, database.db, {
    onStoreError: (error) => console.error(`redis error: ${error.message}`),
  });
  const seed = await seedDemoBrand(platform, { sandboxPlayers: true });
  const app = await buildApp(platform);
  const stopSweeper = startExpiredRowsSweeper(platform, (error) =>
    app.log.error({ reason: error.message }, 'the clean-up of expired rows failed'),
  );
  const stopWithdrawals = startWithdrawalSweeper(platform, (error) =>
    app.log.error({ reason: error.message }, 'the sweep of due withdrawals failed'),
  );
  app.addHook('onClose', async () => {
    await stopSweeper();
    await stopWithdrawals();
    await platform.store.close();
    await database.close();
  });
  // Finish the requests in flight, then stop.
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  console.log(`\nPortal platform ready at ${url}`);
  console.log(
    `Database: ${database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite (${config.dataDir})`}; ` +
      `shared store: ${platform.store.kind === 'redis' ? 'Redis' : 'this process'}`,
  );
  // Which provider serves each port, so a deployment that forgot one sees the sandbox named here.
  const phone = config.phoneProvider || "none (the platform's own SMS codes)";
  console.log(
    `Providers: messages ${config.messagesProvider}, phone ${phone}, captcha ${config.captchaProvider}, ` +
      `payments ${config.paymentsProvider}`,
  );
  if (config.sandbox) {
    // The structured log says so too, where a deployment's log collector would see it.
    app.log.warn('sandbox mode is on: the sandbox routes are open');
    console.log(sandboxNotice(url));
    printDemoAccounts(seed, url);
  } else {
    console.log('Sandbox mode is off: no demo accounts, no sandbox routes (SANDBOX=true turns them on).');
  }
  if (!config.portalDir) console.log('(API only: build the portal with `pnpm build` to serve it here.)');
}

void main();
