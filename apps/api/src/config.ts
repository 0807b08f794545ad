import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For is believed, as addresses, CIDRs or
 * the names `loopback`, `linklocal`, `uniquelocal`. `true` is refused: trusting every sender
 * lets any client pick its own IP address and walk past the per-IP limits.
 */
const TRUSTED_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const trustedProxiesFromEnv = z.string().transform((value, context): string[] | false => {
  const text = value.trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(text)) return false;
  if (['true', '1', 'yes'].includes(text)) {
    context.addIssue({
      code: 'custom',
      message:
        'true would trust any X-Forwarded-For; list the proxy addresses instead, e.g. TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.5,10.1.0.0/16',
    });
    return z.NEVER;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `not an address, CIDR or ${TRUSTED_PROXY_NAMES.join('/')}: ${invalid.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

function isProxyAddress(entry: string): boolean {
  if (TRUSTED_PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** Every environment variable the server reads, parsed once. Defaults work on a fresh machine. */
export const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(resolve(repositoryRoot, 'data')),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PLATFORM_NAME: z.string().default('Winkelwerf'),
  PLATFORM_DOMAIN: z.string().default('winkelwerf.nl'),
  STAGING_DOMAIN: z.string().default('staging.winkelwerf.nl'),
  /** Unset: on, except in production (a real deployment starts empty). */
  SEED_DEMO: booleanFromEnv.optional(),
  REDIS_URL: z.string().url().optional(),
  CATALOGUE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** The most a process keeps of catalogue answers (MB); the least recently asked go first. */
  CATALOGUE_CACHE_MB: z.coerce.number().int().min(1).max(8192).default(64),
  /**
   * With REDIS_URL: catalogue answers built by one node are served by the others from Redis, for
   * up to CATALOGUE_CACHE_TTL_SECONDS (Redis then holds up to answers built per second × that many
   * answers, a 200-product list is ~216 KB: give Redis maxmemory with volatile-lru).
   */
  CATALOGUE_SHARED_CACHE: booleanFromEnv.default(false),
  /**
   * Write every shop's product answers in the background when its catalogue changes (modules/catalogue/
   * stored-answers.ts), so a shop's first visitor after a change on any node reads them finished.
   */
  CATALOGUE_ANSWER_WRITER: booleanFromEnv.default(true),
  /** API requests per minute per IP, per route family (plugins/rate-limit.ts); the web app's files are not counted. */
  RATE_LIMIT_CATALOGUE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_MEDIA: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_SHOPPING: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_ACCOUNT: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_FORMS: z.coerce.number().int().min(1).default(120),
  /** When set, the budget of every family at once (load tests lift the limits with it). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).optional(),
  TRUST_PROXY: trustedProxiesFromEnv.default(false),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Winkelwerf <no-reply@winkelwerf.nl>'),
  MAIL_SENDER: booleanFromEnv.default(true),
  /** Messages the sender hands to SMTP at once, over as many pooled connections. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  SERVE_WEB: booleanFromEnv.default(true),
  WEB_DIST_DIR: z.string().default(resolve(repositoryRoot, 'apps/web/dist')),
  /** Shopper pages rendered by the server with the web build's server entry (next to WEB_DIST_DIR: dist-server). */
  SERVER_RENDERING: booleanFromEnv.default(true),
  /** Customer login and registration: attempts per minute per IP, and per e-mail address of a shop. */
  CUSTOMER_AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  CUSTOMER_AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  /** Contact form messages per 10 minutes per IP. */
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /** Contact forms (with up to 50 MB of attachments) received at once; more wait up to 30 s, then get a 503. */
  CONTACT_UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** Product import: fetch images named in the file from private and loopback addresses too (tests only). */
  IMPORT_ALLOW_PRIVATE_IMAGE_HOSTS: booleanFromEnv.default(false),
  /** Unpaid card orders give their stock back after this many minutes. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** Card orders of shops without Stripe keys go to a built-in demo payment page. Unset: on, except in production. */
  DEMO_PAYMENTS: booleanFromEnv.optional(),
  /** Key for signed links and forms (the demo payment form). Required in production. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  /** Another Stripe API address (tests point it at a local fake); unset means api.stripe.com. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Platform login: attempts per 15 minutes per IP, and per account (e-mail address) from any IP. */
  PLATFORM_AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  PLATFORM_AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Days a platform session lasts without use. */
  PLATFORM_SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** Where the platform's support form sends its messages. */
  SUPPORT_EMAIL: z.string().email().default('support@winkelwerf.nl'),
  /** The platform's own Stripe account (Stripe Billing for the shop owners' plans); unset uses demo billing. */
  PLATFORM_STRIPE_SECRET_KEY: z.string().min(1).optional(),
  PLATFORM_STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The built-in demo billing page when no platform Stripe key is set. Unset: on, except in production. */
  DEMO_BILLING: booleanFromEnv.optional(),
  /** S3-compatible storage for image variants (ADR 011); unset keeps them in PostgreSQL. */
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  /** Another S3 address than AWS (MinIO, Cloudflare R2, a local test server). */
  MEDIA_S3_ENDPOINT: z.string().url().optional(),
  /** Unset: the AWS SDK's own credential chain (environment, profile, instance role). */
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path instead of the host name; most non-AWS servers need it. */
  MEDIA_S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /** Variants for images stored before variants existed (the demo shops' among them), made in the background. */
  MEDIA_VARIANT_BACKFILL: booleanFromEnv.default(true),
  /** Bearer token for GET /metrics; unset: only scrapers on this machine (loopback, not forwarded) are answered. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (e.g. `openssl rand -hex 32`)').optional(),
  /**
   * The DNS servers that check shops' own domains, e.g. `127.0.0.1:5353` or `1.1.1.1,8.8.8.8`;
   * unset: the system's resolver.
   */
  DNS_RESOLVER: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .optional(),
  /** Where a shop's own domain points (its CNAME); unset: `shops.<PLATFORM_DOMAIN>`. */
  DOMAIN_CNAME_TARGET: z.string().trim().min(1).optional(),
  /** Re-checks of shops' own domains in the background (pending ones for a while, verified ones daily). */
  DOMAIN_CHECKS: booleanFromEnv.default(true),
  /** Hours a verified domain whose records went away is still served before it is no longer verified. */
  DOMAIN_GRACE_HOURS: z.coerce.number().int().min(0).max(720).default(72),
  /** On SIGTERM/SIGINT: how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

type TParsedConfig = z.infer<typeof ZConfig>;

/** The configuration with the production-dependent defaults decided. */
export type TConfig = Omit<TParsedConfig, 'SEED_DEMO' | 'DEMO_PAYMENTS' | 'DEMO_BILLING'> & {
  SEED_DEMO: boolean;
  DEMO_PAYMENTS: boolean;
  DEMO_BILLING: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<TConfig> = {}): TConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // npm runs workspace scripts inside apps/api; relative paths mean what they meant where npm was started.
  const base = env.INIT_CWD ?? process.cwd();
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
  const production = (overrides.NODE_ENV ?? parsed.data.NODE_ENV) === 'production';
  const config: TConfig = {
    ...parsed.data,
    SEED_DEMO: parsed.data.SEED_DEMO ?? !production,
    DEMO_PAYMENTS: parsed.data.DEMO_PAYMENTS ?? !production,
    DEMO_BILLING: parsed.data.DEMO_BILLING ?? !production,
    ...overrides,
  };
  if (config.NODE_ENV === 'production' && !config.APP_SECRET) {
    throw new Error(
      'Invalid configuration: APP_SECRET is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -hex 32`)',
    );
  }
  return { ...config, DATA_DIR: absolute(config.DATA_DIR), WEB_DIST_DIR: absolute(config.WEB_DIST_DIR) };
}
