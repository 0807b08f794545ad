import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

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
  SEED_DEMO: booleanFromEnv.default(true),
  REDIS_URL: z.string().url().optional(),
  CATALOGUE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: booleanFromEnv.default(false),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Winkelwerf <no-reply@winkelwerf.nl>'),
  MAIL_SENDER: booleanFromEnv.default(true),
  /** Messages the sender hands to SMTP at once, over as many pooled connections. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  SERVE_WEB: booleanFromEnv.default(true),
  WEB_DIST_DIR: z.string().default(resolve(repositoryRoot, 'apps/web/dist')),
  /** Customer login and registration: attempts per minute per IP, and per e-mail address of a shop. */
  CUSTOMER_AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  CUSTOMER_AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  /** Contact form messages per 10 minutes per IP. */
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /** Unpaid card orders give their stock back after this many minutes. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** Card orders of shops without Stripe keys go to a built-in demo payment page. Turn off in production. */
  DEMO_PAYMENTS: booleanFromEnv.default(true),
  /** Another Stripe API address (tests point it at a local fake); unset means api.stripe.com. */
  STRIPE_API_BASE: z.string().url().optional(),
});

export type TConfig = z.infer<typeof ZConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<TConfig> = {}): TConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // npm runs workspace scripts inside apps/api; relative paths mean what they meant where npm was started.
  const base = env.INIT_CWD ?? process.cwd();
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
  const config = { ...parsed.data, ...overrides };
  return { ...config, DATA_DIR: absolute(config.DATA_DIR), WEB_DIST_DIR: absolute(config.WEB_DIST_DIR) };
}
