import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { captchaKeyHeader, fail, idempotencyKeyHeader, paths, tokenHeader } from '@portal/api';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { builtPagesDir } from './builtPages';
import type { Platform } from './context';
import { ApiError } from './failures/ApiError';
import { BadInputError } from './failures/BadInputError';
import { replyApiError } from './http/replyApiError';
import { availabilityGate } from './http/availabilityGate';
import { replyBadInput } from './http/replyBadInput';
import { clientError } from './http/clientError';
import { connectionLimit } from './http/connectionLimit';
import { loggerOptions, type LogStream } from './http/loggerOptions';
import { openApiDefinition } from './http/openApiDefinition';
import { requestIdOf } from './http/requestIdOf';
import { isDatabaseUnavailable } from './db/retry';
import { securityHeaders } from './http/securityHeaders';
import { originsOf } from './http/originsOf';
import { readSetting } from './system/siteSettings';
import { cashierRoutes } from './routes/cashierRoutes';
import { withdrawalRoutes } from './routes/withdrawalRoutes';
import { uplineRoutes } from './routes/uplineRoutes';
import { messageRoutes } from './routes/messageRoutes';
import { loginHistoryRoutes } from './routes/loginHistoryRoutes';
import { profileRoutes } from './routes/profileRoutes';
import { recordRoutes } from './routes/recordRoutes';
import { contentRoutes } from './routes/contentRoutes';
import { feedbackRoutes } from './routes/feedbackRoutes';
import { gameCatalogueRoutes } from './routes/gameCatalogueRoutes';
import { gameLaunchRoutes } from './routes/gameLaunchRoutes';
import { gameRoundRoutes } from './routes/gameRoundRoutes';
import { gameWalletRoutes } from './routes/gameWalletRoutes';
import { handoverRoutes } from './routes/handoverRoutes';
import { lotteryRoutes } from './routes/lotteryRoutes';
import { healthRoutes } from './routes/healthRoutes';
import { liveChatRoutes } from './routes/liveChatRoutes';
import { mediaRoutes } from './routes/mediaRoutes';
import { memberCentreRoutes } from './routes/memberCentreRoutes';
import { memberGameRoutes } from './routes/memberGameRoutes';
import { officialInfoRoutes } from './routes/officialInfoRoutes';
import { phoneProviderRoutes } from './routes/phoneProviderRoutes';
import { passwordRoutes } from './routes/passwordRoutes';
import { registerRoutes } from './routes/registerRoutes';
import { sandboxPayRoutes } from './routes/sandboxPayRoutes';
import { sandboxRoutes } from './routes/sandboxRoutes';
import { sessionRoutes } from './routes/sessionRoutes';
import { siteRoutes } from './routes/siteRoutes';
import { socialLoginRoutes } from './routes/socialLoginRoutes';
import { systemRoutes } from './routes/systemRoutes';
import { verificationRoutes } from './routes/verificationRoutes';
import { walletRoutes } from './routes/walletRoutes';
import { createSystemStateCache } from './system/systemStateCache';
import { cdnEdgeRewrite } from './http/cdnEdgeRewrite';
import { portalCacheControl } from './http/portalCacheControl';

/** How soon a client may retry a call that met a restarting database. */
const databaseRetryAfterSeconds = 2;

/** Fastify's own errors that are the client's fault, with the code the envelope carries. */
function clientErrorCode(error: { statusCode?: number; code?: string }): string {
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'BAD_REQUEST';
}

/** How often Node looks for requests past their timeout: a tenth of it, so one ends at most 10% late. */
const timeoutCheckMs = (timeoutMs: number) => Math.max(10, Math.min(30_000, Math.round(timeoutMs / 10)));

/**
 * Builds the platform: the API under /wps, its OpenAPI document (when on), and, when built, the portal
 * itself. `logStream` takes the log lines instead of standard output.
 */
export async function buildApp(
  platform: Platform,
  options: { logStream?: LogStream } = {},
): Promise<FastifyInstance> {
  const { config } = platform;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // Request ids let a player's report be matched to the log line; a caller's own id only when plain.
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A request's headers and body arrive within the timeout, however slowly they trickle in.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: timeoutCheckMs(config.requestTimeoutMs),
    },
    clientErrorHandler: clientError,
    return503OnClosing: true,
    rewriteUrl: cdnEdgeRewrite,
    // A path Fastify cannot route (bad percent-encoding, an overlong parameter) answers the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode === 414 ? 414 : 400;
      void (reply as FastifyReply)
        .status(status)
        .send(fail(status === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST', 'errors.badRequest'));
    },
  });

  // Route schemas document the API (OpenAPI); the valibot rules, shared with the browser, validate it.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // `POST /wps/member/password/email` is a form body (spec section 7).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Every failure is the envelope with a truthful status; no stack trace ever leaves the process.
  app.setErrorHandler(
    (error: { statusCode?: number; validation?: unknown; code?: string }, request, reply) => {
      if (error instanceof ApiError) return replyApiError(reply, error);
      if (error instanceof BadInputError) return replyBadInput(reply, error);
      if (isDatabaseUnavailable(error)) {
        // Nothing was committed that a retry would repeat: money calls replay or apply by their key.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(databaseRetryAfterSeconds))
          .send(fail('UNAVAILABLE', 'errors.unavailable'));
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'request failed');
      const code = status === 500 ? 'INTERNAL' : clientErrorCode(error);
      const message = status === 500 ? 'errors.internal' : 'errors.badRequest';
      return reply.status(status).send(fail(code, message));
    },
  );

  connectionLimit(app.server, config.maxConnectionsPerAddress, config.trustProxy || []);

  if (config.openapi) {
    // The document lists every call: on outside production, in production only with OPENAPI=true.
    await app.register(fastifySwagger, { openapi: openApiDefinition });
  }
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: [
      'content-type',
      tokenHeader,
      idempotencyKeyHeader,
      'merchant',
      'x-request-id',
      'accept-language',
    ],
    exposedHeaders: [captchaKeyHeader, 'x-request-id', 'retry-after'],
    maxAge: 600,
  });
  // Unseeded (a bare database in tests) there are no domain lines to ping.
  const cspSources = await readSetting(platform.db, 'site').then(
    (site) => ({
      pingOrigins: originsOf(site.domainRoute.map((line) => line.domainName)),
      analytics: Boolean(site.analytics.gtagId),
    }),
    () => ({}),
  );
  securityHeaders(app, config.corsOrigins, cspSources);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const switches = createSystemStateCache(platform.db, platform.now);
  availabilityGate(app, switches, platform.now);

  healthRoutes(app, platform);
  systemRoutes(app, { db: platform.db, operatorToken: config.operatorToken, switches });
  siteRoutes(app, platform, switches);
  sessionRoutes(app, platform);
  handoverRoutes(app, platform);
  registerRoutes(app, platform);
  verificationRoutes(app, platform);
  passwordRoutes(app, platform);
  walletRoutes(app, platform);
  cashierRoutes(app, platform);
  withdrawalRoutes(app, platform);
  uplineRoutes(app, platform);
  messageRoutes(app, platform);
  loginHistoryRoutes(app, platform);
  profileRoutes(app, platform);
  recordRoutes(app, platform);
  sandboxRoutes(app, platform);
  sandboxPayRoutes(app, platform);
  contentRoutes(app, platform);
  mediaRoutes(app, platform);
  memberCentreRoutes(app, platform);
  feedbackRoutes(app, platform);
  liveChatRoutes(app, platform);
  officialInfoRoutes(app, platform);
  socialLoginRoutes(app, platform);
  phoneProviderRoutes(app, platform);
  gameCatalogueRoutes(app, platform);
  memberGameRoutes(app, platform);
  gameLaunchRoutes(app, platform);
  gameRoundRoutes(app, platform);
  gameWalletRoutes(app, platform);
  lotteryRoutes(app, platform);

  if (config.openapi) app.get(paths.openapi, { schema: { hide: true } }, async () => app.swagger());

  // The sandbox pages' scripts and styles (hashed names); the pages themselves answer at their routes.
  const pageAssets = resolve(builtPagesDir, 'assets');
  if (existsSync(pageAssets)) {
    await app.register(fastifyStatic, {
      root: pageAssets,
      prefix: `${paths.sandboxPages}assets/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('cache-control', portalCacheControl(path)),
    });
  }

  if (config.portalDir) {
    await app.register(fastifyStatic, {
      root: config.portalDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs): no work per request.
      preCompressed: true,
      // Our own policy per file below, not the plugin's one max-age for all.
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('cache-control', portalCacheControl(path)),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/wps') &&
      config.portalDir;
    if (isPage) {
      // The portal is a single-page app: every page path answers with its shell.
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', resolve(config.portalDir as string), { cacheControl: false });
    }
    return reply.status(404).send(fail('NOT_FOUND', 'errors.notFound'));
  });

  return app;
}
