import {
  BUILTIN_INTERFACE_PARAMS,
  Code,
  DataInterfaceType,
  type TInterfaceParam,
  type TInterfaceTruncated,
} from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { describePlatform } from '../../lib/net.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { insertCallLog } from './data-interface.repo.ts';
import { callHttp, listOf, type THttpPolicy } from './http-caller.ts';
import { prepareSelect } from './sql-guard.ts';
import { runCapped } from './sql-runner.ts';

/** What an interface run needs from its definition. */
interface TInterfaceDef {
  id?: string;
  dataType: number;
  query: string;
  path: string;
  requestMethod: string;
  requestParameters: TInterfaceParam[];
}

/** What a run answers: the data, and for a SQL interface cut at a limit, which one. */
export interface TInterfaceResult {
  data: unknown;
  truncated?: TInterfaceTruncated;
}

/** Who is calling. */
export interface TCaller {
  auth: TAuth | null;
  ip: string;
  userAgent?: string;
}

/** Parses the stored parameter JSON (a broken value declares nothing). */
export function readParams(json: string): TInterfaceParam[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as TInterfaceParam[]).filter((p) => typeof p?.field === 'string') : [];
  } catch {
    return [];
  }
}

/** Runs data interfaces (contract §3.3) and logs each call. */
export class InterfaceRunner {
  private readonly http: THttpPolicy;

  constructor(private readonly c: Pick<TAppContext, 'db' | 'database' | 'config' | 'now'>) {
    this.http = {
      hosts: listOf(c.config.DATA_INTERFACE_HTTP_HOSTS),
      privateHosts: listOf(c.config.DATA_INTERFACE_PRIVATE_HOSTS),
      timeoutMs: c.config.DATA_INTERFACE_HTTP_TIMEOUT_MS,
      maxBytes: c.config.DATA_INTERFACE_HTTP_MAX,
    };
  }

  /** Values of every parameter: the caller's built-ins, then declared defaults overridden by the call. */
  values(def: TInterfaceDef, caller: TCaller, given: Record<string, string>): Map<string, string | null> {
    const declared = new Map(def.requestParameters.map((p) => [p.field, p.value]));
    for (const k of Object.keys(given)) {
      if (!declared.has(k)) throw badRequest(`query.${k.slice(0, 50)}: not a parameter of this interface`);
      declared.set(k, given[k]);
    }
    const a = caller.auth;
    const out = new Map<string, string | null>(declared);
    const position = a?.positionIds[0] ?? null;
    const builtins = [a?.userId ?? null, a?.organizeId ?? null, a?.organizeId ?? null, position, position];
    BUILTIN_INTERFACE_PARAMS.forEach((name, i) => out.set(name, builtins[i]));
    return out;
  }

  /** Runs a definition: its data (SQL rows, the static JSON, or the API's data) and, for SQL, how it was cut. */
  async execute(def: TInterfaceDef, values: Map<string, string | null>): Promise<TInterfaceResult> {
    if (def.dataType === DataInterfaceType.static) return { data: JSON.parse(def.query) as unknown };
    if (def.dataType === DataInterfaceType.api) {
      const query = new Map(def.requestParameters.map((p) => [p.field, values.get(p.field) ?? '']));
      return {
        data: await callHttp(def.path, def.requestMethod === 'post' ? 'post' : 'get', this.http, query),
      };
    }
    const prepared = await prepareSelect(def.query, [...values.keys()]);
    const { rows, truncated } = await runCapped(
      this.c.database,
      prepared.text,
      prepared.names.map((n) => values.get(n) ?? null),
      {
        timeoutMs: this.c.config.DATA_INTERFACE_SQL_TIMEOUT_MS,
        rowCap: this.c.config.DATA_INTERFACE_ROW_CAP,
        byteCap: this.c.config.DATA_INTERFACE_RESULT_MAX,
      },
    );
    return { data: rows, truncated };
  }

  /** Runs and logs one call (time, duration, caller, IP, row count, outcome); failures are logged and rethrown. */
  async run(
    def: TInterfaceDef & { id: string },
    caller: TCaller,
    given: Record<string, string>,
  ): Promise<TInterfaceResult> {
    const started = this.c.now();
    const t0 = performance.now();
    let data: unknown = null;
    let error: string | null = null;
    let note: string | null = null;
    try {
      const result = await this.execute(def, this.values(def, caller, given));
      data = result.data;
      if (result.truncated) note = `truncated ${JSON.stringify(result.truncated)}`;
      return result;
    } catch (err) {
      error = err instanceof AppError ? `${err.key} ${JSON.stringify(err.params)}` : String(err);
      throw err instanceof AppError
        ? err
        : new AppError(Code.badRequest, 'dataInterface.sqlFailed', { reason: 'failed' });
    } finally {
      await insertCallLog(this.c.db, {
        id: newId(),
        invokId: def.id,
        invokTime: started,
        invokWasteTime: Math.round(performance.now() - t0),
        userId: caller.auth?.userId ?? null,
        invokIp: caller.ip,
        invokDevice: describePlatform(caller.userAgent),
        rowCount: Array.isArray(data) ? data.length : data === null ? 0 : 1,
        isOk: error ? 0 : 1,
        errorMessage: (error ?? note)?.slice(0, 500) ?? null,
      });
    }
  }
}
