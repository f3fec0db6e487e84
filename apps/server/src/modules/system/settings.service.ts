import { Code, ZSysSettings, type TSysSettings, type TSysSettingsUpdate } from '@app/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TBus } from '../../lib/bus.ts';
import { AppError } from '../../lib/errors.ts';
import { sysConfigs } from './sys-config.table.ts';

/** Bus topic: an administrator saved the settings; every process re-reads them. */
const TOPIC_SETTINGS_CHANGED = 'settings.changed';

/** The product title when neither the database nor the environment names one. */
const DEFAULT_SYS_NAME = '智能集成管理平台';

type TKey = keyof TSysSettings;
const KEYS = Object.keys(ZSysSettings.shape) as TKey[];
const LABELS: Record<TKey, string> = {
  sysName: '系统名称',
  sessionIdleMinutes: '会话空闲时长（分钟）',
  sessionAbsoluteHours: '会话最长时长（小时）',
  loginMaxFailures: '登录失败锁定次数',
  loginLockMinutes: '账号锁定时长（分钟）',
  forcePasswordChange: '首次登录强制修改密码',
  uploadMaxKB: '上传文件大小上限（KB）',
  logRetentionDays: '日志保留天数',
};

/** The settings the environment gives when the database holds none. */
function settingsFromConfig(config: TConfig): TSysSettings {
  return {
    sysName: DEFAULT_SYS_NAME,
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: config.SESSION_ABSOLUTE_HOURS,
    loginMaxFailures: config.LOGIN_MAX_FAILURES,
    loginLockMinutes: config.LOGIN_LOCK_MINUTES,
    forcePasswordChange: config.FORCE_PASSWORD_CHANGE,
    uploadMaxKB: Math.max(1, Math.floor(config.UPLOAD_MAX / 1024)),
    logRetentionDays: config.LOG_RETENTION_DAYS,
  };
}

/** A stored text (as written by the seed or by `update`) read through its field's schema; undefined when broken. */
function parseValue(key: TKey, text: string, fallback: TSysSettings): unknown {
  const kind = typeof fallback[key];
  const raw = kind === 'number' ? Number(text) : kind === 'boolean' ? ['true', '1'].includes(text) : text;
  if (kind === 'boolean' && !['true', 'false', '1', '0'].includes(text)) return undefined;
  const parsed = ZSysSettings.shape[key].safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/**
 * System settings (`base_sys_config`), applied without a restart: loaded once at start, kept in memory and
 * read through synchronous getters on hot paths; saving announces `settings.changed` on the bus and every
 * process re-reads. A key never saved falls back to the environment configuration.
 */
export class SettingsService {
  private values: TSysSettings;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: TDb,
    private readonly bus: TBus,
    private readonly config: TConfig,
    private readonly onError: (err: unknown) => void,
  ) {
    this.values = settingsFromConfig(config);
    this.unsubscribe = bus.subscribe(TOPIC_SETTINGS_CHANGED, () => void this.load().catch(this.onError));
  }

  /** Reads the settings from the database into memory (call once at start; the bus keeps them fresh). */
  async load(): Promise<TSysSettings> {
    const rows = await this.db.select().from(sysConfigs).where(inArray(sysConfigs.key, KEYS));
    const defaults = settingsFromConfig(this.config);
    const next: Record<string, unknown> = { ...defaults };
    for (const r of rows) {
      const v = parseValue(r.key as TKey, r.value, defaults);
      if (v !== undefined) next[r.key] = v;
    }
    this.values = ZSysSettings.parse(next);
    return this.values;
  }

  /** The effective settings (a copy). */
  current(): TSysSettings {
    return { ...this.values };
  }

  /** Product title. */
  sysName(): string {
    return this.values.sysName;
  }

  /** Idle session lifetime in ms. */
  sessionIdleMs(): number {
    return this.values.sessionIdleMinutes * 60_000;
  }

  /** Absolute session lifetime in ms. */
  sessionAbsoluteMs(): number {
    return this.values.sessionAbsoluteHours * 3_600_000;
  }

  /** Failed sign-ins before the account is locked. */
  loginMaxFailures(): number {
    return this.values.loginMaxFailures;
  }

  /** How long a locked account stays locked, in ms. */
  loginLockMs(): number {
    return this.values.loginLockMinutes * 60_000;
  }

  /** True when an initial or reset password must be changed at the next sign-in. */
  forcePasswordChange(): boolean {
    return this.values.forcePasswordChange;
  }

  /** Largest upload in bytes. */
  uploadMaxBytes(): number {
    return this.values.uploadMaxKB * 1024;
  }

  /** Days login, request and exception logs are kept. */
  logRetentionDays(): number {
    return this.values.logRetentionDays;
  }

  /** Saves the given fields, reloads and tells every process; returns the settings before and after. */
  async update(patch: TSysSettingsUpdate): Promise<{ before: TSysSettings; after: TSysSettings }> {
    const before = await this.load();
    const merged = { ...before, ...patch };
    if (merged.sessionIdleMinutes > merged.sessionAbsoluteHours * 60) {
      throw new AppError(Code.badRequest, 'settings.idleOverAbsolute');
    }
    const rows = (Object.keys(patch) as TKey[])
      .filter((k) => patch[k] !== undefined)
      .map((key) => ({ key, value: String(patch[key]), name: LABELS[key], category: 'SysConfig' }));
    if (rows.length) {
      await this.db
        .insert(sysConfigs)
        .values(rows)
        .onConflictDoUpdate({ target: sysConfigs.key, set: { value: sql`excluded.value` } });
    }
    const after = await this.load();
    await this.bus.publish(TOPIC_SETTINGS_CHANGED, {});
    return { before, after };
  }

  /** Stops listening. */
  close(): void {
    this.unsubscribe();
  }
}
