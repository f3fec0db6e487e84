import path from 'node:path';
import { z } from 'zod';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const ZSize = z
  .string()
  .regex(/^\d+(\.\d+)?\s*(B|KB|MB|GB)?$/i, 'must be a size such as 2MB, 512KB or 1048576')
  .transform((v) => {
    const m = /^(\d+(?:\.\d+)?)\s*(B|KB|MB|GB)?$/i.exec(v)!;
    const unit = (m[2] ?? 'B').toUpperCase();
    const mult = unit === 'GB' ? 1024 ** 3 : unit === 'MB' ? 1024 ** 2 : unit === 'KB' ? 1024 : 1;
    return Math.floor(Number(m[1]) * mult);
  });

/** Environment variables the server reads, with defaults. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** redis:// or rediss:// URL: processes fan out events over Redis pub/sub instead of LISTEN/NOTIFY. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/]/, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Connections each server process keeps to PostgreSQL (DATABASE_URL only). */
  DB_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').max(64).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest upload (default 2MB). */
  UPLOAD_MAX: ZSize.default(2 * 1024 * 1024),
  /** Largest JSON body. */
  BODY_MAX: ZSize.default(1024 * 1024),
  /** Idle lifetime of a session in minutes (contract tokentimeout). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(480),
  /** Absolute lifetime of a session in hours. */
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  /** Days of request/exception/login logs kept. */
  LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** An account's failures in a row before each try waits (1 s, doubling); 6× from one address lock it. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  /** Minutes an address stays locked (and its failure window); an account's longest wait. */
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Make users change an initial or reset password at their next sign-in. */
  FORCE_PASSWORD_CHANGE: ZBool.default(false),
  /** Secret for signed download URLs; generated per data folder when unset. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Serve the built web client from this folder. */
  WEB_DIST: z.string().optional(),
  /** Write requests to the request log table. */
  REQUEST_LOG: ZBool.default(true),
  /** Data interfaces: statement timeout of a SQL interface in ms. */
  DATA_INTERFACE_SQL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Data interfaces: most rows a SQL interface returns. */
  DATA_INTERFACE_ROW_CAP: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Data interfaces: most bytes of row text (`row::text`) a SQL interface returns; the answer says when cut. */
  DATA_INTERFACE_RESULT_MAX: ZSize.default(4 * 1024 * 1024),
  /** Data interfaces: timeout of an HTTP interface call in ms. */
  DATA_INTERFACE_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Data interfaces: largest HTTP answer read. */
  DATA_INTERFACE_HTTP_MAX: ZSize.default(2 * 1024 * 1024),
  /** Data interfaces: comma-separated hosts HTTP interfaces may call; empty = any public host. */
  DATA_INTERFACE_HTTP_HOSTS: z.string().max(4000).default(''),
  /** Data interfaces: comma-separated hosts or IPs allowed even though they are loopback/private/link-local. */
  DATA_INTERFACE_PRIVATE_HOSTS: z.string().max(4000).default(''),
});
type TEnv = z.infer<typeof ZEnv>;

/** Resolved configuration. */
export interface TConfig extends Omit<TEnv, 'DATA_DIR' | 'WEB_DIST'> {
  DATA_DIR: string;
  WEB_DIST: string;
}

/** Reads and validates the environment; throws one readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    ...e,
    DATA_DIR: path.resolve(cwd, e.DATA_DIR),
    WEB_DIST: path.resolve(cwd, e.WEB_DIST ?? 'apps/web/dist'),
  };
}
