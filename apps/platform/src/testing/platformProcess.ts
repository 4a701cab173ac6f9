import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  captchaKeyHeader,
  encryptPayload,
  importPublicKey,
  paths,
  tokenHeader,
  type Envelope,
  type LoginFailureValue,
  type LoginValue,
  type PublicKeyValue,
  type SliderChallengeValue,
  type SliderFields,
} from '@portal/api';
import { testDemoPassword } from './testConfig';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The variables loadConfig reads: the caller's shell must not leak a database or a mode into the child. */
const configVariables = [
  'PORT',
  'HOST',
  'PORTAL_DIR',
  'LOG_LEVEL',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'DATABASE_URL',
  'DATA_DIR',
  'OPERATOR_TOKEN',
  'REDIS_URL',
  'REDIS_PREFIX',
  'SANDBOX',
  'DEFAULT_INITIAL_PASSWORD',
  'DEMO_PASSWORD',
  'CORS_ORIGINS',
  'AGENT_TYPES',
  'TRIAL_TYPES',
  'MEMBER_TYPES',
  'SESSION_IDLE_MINUTES',
  'SESSION_MAX_HOURS',
  'TRUST_PROXY',
  'NODE_ENV',
  'ALLOW_SANDBOX_IN_PRODUCTION',
  'PHONE_PROVIDER',
  'MESSAGES_PROVIDER',
  'CAPTCHA_PROVIDER',
  'PAYMENTS_PROVIDER',
  'ALLOW_SANDBOX_PROVIDERS',
  'OPENAPI',
  'REQUEST_TIMEOUT_SECONDS',
  'MAX_CONNECTIONS_PER_ADDRESS',
];

export interface PlatformProcess {
  url: string;
  /** What the process wrote to stderr so far (the last 64 kB), for a failing test's message. */
  stderr(): string;
  /** SIGTERM, then waits for the exit (SIGKILL if the graceful close hangs). */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash would: no close, no flush; resolves when the process is gone. */
  kill(): Promise<void>;
  /** Whether the process has exited (on its own or by a signal). */
  exited(): boolean;
}

const readyLine = /Portal platform ready at (http:\/\/\S+)/;
const keepChars = 64 * 1024;

/**
 * Starts the real server (src/server.ts through tsx, with workspace packages read from source so a stale
 * dist/ never runs) as its own process, on a free port, and resolves once it listens. The defaults make a
 * quiet sandbox on a throw-away PGlite; `env` overrides them (DATABASE_URL, REDIS_URL, ...).
 */
export function startPlatformProcess(
  env: Record<string, string> = {},
  options: { timeoutMs?: number } = {},
): Promise<PlatformProcess> {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of configVariables) delete base[name];
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/platform/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...base,
        PORT: '0',
        LOG_LEVEL: 'warn',
        SANDBOX: 'true',
        DEMO_PASSWORD: testDemoPassword,
        DATA_DIR: 'memory://',
        // Every client of a test is 127.0.0.1: a burst of parallel calls must not meet the per-address cap.
        MAX_CONNECTIONS_PER_ADDRESS: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  // Both pipes are read to the end: a full pipe would block the server on its next log line.
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-keepChars);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test runner that exits without its afterAll (a crash, a timeout) must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const kill = async () => {
    if (hasExited()) return;
    child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (hasExited()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<PlatformProcess>((resolve, reject) => {
    let ready = false;
    let failed = false;
    const fail = (reason: string) => {
      if (failed) return;
      failed = true;
      clearTimeout(timer);
      void stop().then(() =>
        reject(
          new Error(`The platform process ${reason}.\n--- stderr ---\n${stderr}\n--- stdout ---\n${stdout}`),
        ),
      );
    };
    const timeoutMs = options.timeoutMs ?? 60_000;
    const timer = setTimeout(() => fail(`was not ready in ${timeoutMs / 1000} s`), timeoutMs);
    child.stdout.on('data', (chunk: string) => {
      if (ready) return;
      stdout = (stdout + chunk).slice(-keepChars);
      const match = readyLine.exec(stdout);
      if (!match) return;
      ready = true;
      clearTimeout(timer);
      resolve({ url: match[1] as string, stderr: () => stderr, stop, kill, exited: hasExited });
    });
    child.once('error', (error) => fail(`could not start (${error.message})`));
    child.once('exit', (code, signal) => {
      if (!ready) fail(`exited before it was ready (${signal ?? `code ${code}`})`);
    });
  });
}

export interface HttpResult<T = unknown> {
  status: number;
  json: Envelope<T>;
  headers: Headers;
}

/** A small JSON client over fetch; `headers` go on every call (a token, X-Forwarded-For). */
export function client(url: string, headers: Record<string, string> = {}) {
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<HttpResult<T>> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: Envelope<T>;
    try {
      json = JSON.parse(text) as Envelope<T>;
    } catch {
      // Not an envelope (a proxy's page, a crash): keep the text visible in the failing assertion.
      json = { success: false, code: 'NOT_JSON', message: text.slice(0, 500) };
    }
    return { status: res.status, json, headers: res.headers };
  };
  return {
    get: <T = unknown>(path: string, extra?: Record<string, string>) =>
      call<T>('GET', path, undefined, extra),
    post: <T = unknown>(path: string, body?: unknown, extra?: Record<string, string>) =>
      call<T>('POST', path, body ?? {}, extra),
    put: <T = unknown>(path: string, body?: unknown, extra?: Record<string, string>) =>
      call<T>('PUT', path, body ?? {}, extra),
    del: <T = unknown>(path: string, extra?: Record<string, string>) =>
      call<T>('DELETE', path, undefined, extra),
  };
}

export type HttpClient = ReturnType<typeof client>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectOk<T>(res: HttpResult<T>, what: string): T {
  if (res.status !== 200 || !res.json.success) {
    throw new Error(`${what} answered ${res.status} ${JSON.stringify(res.json)}`);
  }
  return res.json.value as T;
}

/** Passes the slider puzzle the way a person does: drag to the gap through a few positions. */
export async function passSliderOverHttp(api: HttpClient): Promise<SliderFields> {
  const challenge = expectOk(await api.get<SliderChallengeValue>(paths.slider), 'the slider');
  const { x } = expectOk(
    await api.get<{ x: number; y: number }>(`${paths.sandboxSlider}?id=${challenge.id}`),
    'the sandbox slider',
  );
  const trail: Array<[number, number]> = [
    [0, 0],
    [x / 2, 200],
    [x, 600],
  ];
  return expectOk(
    await api.post<SliderFields>(paths.slider, { challengeId: challenge.id, x, durationMs: 640, trail }),
    'the slider check',
  );
}

/** A fresh captcha and its answer (through the sandbox route), waiting out the one-a-second gap. */
export async function solveCaptchaOverHttp(
  api: HttpClient,
): Promise<{ captcha: string; captchaKey: string }> {
  for (let attempt = 0; ; attempt += 1) {
    const res = await api.get<string>(paths.captcha);
    // The gap is per address and shared through Redis, so another node's captcha counts too.
    if (res.status === 429 && res.json.code === 'CAPTCHA_TOO_FAST' && attempt < 5) {
      await pause(1_100);
      continue;
    }
    expectOk(res, 'the captcha');
    const captchaKey = res.headers.get(captchaKeyHeader) as string;
    const { answer } = expectOk(
      await api.get<{ answer: string }>(`${paths.sandboxCaptcha}?key=${captchaKey}`),
      'the sandbox captcha',
    );
    return { captcha: answer, captchaKey };
  }
}

export interface LoginExtras {
  /** true: always solve a captcha; false: never; unset: only when the platform asks for one. */
  captcha?: boolean;
  /** Headers on every call of the flow (X-Forwarded-For behind TRUST_PROXY). */
  headers?: Record<string, string>;
  /** More fields of the login body. */
  body?: Record<string, unknown>;
}

/**
 * A username login as the portal makes it: the platform's public key, a slider pass, a captcha when
 * needed, and the body encrypted. Returns the login's answer as is, so failures can be asserted.
 */
export async function loginOverHttp(
  url: string,
  username: string,
  password: string,
  extras: LoginExtras = {},
): Promise<HttpResult<LoginValue | LoginFailureValue>> {
  const api = client(url, extras.headers);
  const { jwk } = expectOk(await api.get<PublicKeyValue>(paths.publicKey), 'the public key');
  const publicKey = await importPublicKey(jwk);
  const attempt = async (withCaptcha: boolean) => {
    const slider = await passSliderOverHttp(api);
    const captcha = withCaptcha ? await solveCaptchaOverHttp(api) : {};
    const body = { type: 'username', username, password, ...slider, ...captcha, ...extras.body };
    return api.post<LoginValue | LoginFailureValue>(paths.login, await encryptPayload(publicKey, body));
  };
  const res = await attempt(extras.captcha === true);
  // A missing captcha is refused before the password is checked, so asking again counts no failure.
  if (extras.captcha === undefined && res.json.code === 'CAPTCHA_INVALID') return attempt(true);
  return res;
}

/** Logs in and returns a client carrying the session token. */
export async function loggedInClient(
  url: string,
  username: string,
  password = testDemoPassword,
  extras: LoginExtras = {},
): Promise<{ api: HttpClient; token: string }> {
  const res = await loginOverHttp(url, username, password, extras);
  const { token } = expectOk(res, `the login of ${username}`) as LoginValue;
  return { api: client(url, { ...extras.headers, [tokenHeader]: token }), token };
}
