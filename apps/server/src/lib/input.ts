import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

// What a client sends is read the way JNPF's own client means it: an empty query value is no value, and body
// fields a route does not know (read-only fields of an info answer posted back, newer clients' extras) are
// dropped before the handler sees the body. Wrong types and bad values of known fields are still refused.

/** Takes query values sent empty (`organizeId=`, `type=`) as absent; a repeated key keeps its non-empty values. */
export async function dropEmptyQueryValues(req: FastifyRequest): Promise<void> {
  const q = req.query as Record<string, unknown> | null | undefined;
  if (!q || typeof q !== 'object') return;
  for (const [key, value] of Object.entries(q)) {
    if (value === '') delete q[key];
    else if (Array.isArray(value) && value.includes('')) {
      const kept = value.filter((v) => v !== '');
      if (kept.length) q[key] = kept;
      else delete q[key];
    }
  }
}

type TSchema = z.ZodType;
type TDef = { type: string } & Record<string, unknown>;

/** Fields holding one inner schema, per schema kind. */
const INNER: Record<string, readonly string[]> = {
  array: ['element'],
  optional: ['innerType'],
  nullable: ['innerType'],
  default: ['innerType'],
  prefault: ['innerType'],
  nonoptional: ['innerType'],
  catch: ['innerType'],
  readonly: ['innerType'],
  success: ['innerType'],
  pipe: ['in', 'out'],
  intersection: ['left', 'right'],
  record: ['valueType'],
};

const stripped = new WeakMap<TSchema, TSchema>();
const inProgress = new WeakSet<TSchema>();

/**
 * The schema with every strict object, at any depth, made one that drops unknown keys instead of refusing them
 * (its refinements, defaults and messages kept). Built once per route; unchanged parts are the same objects.
 */
export function stripUnknownKeys<T extends TSchema>(schema: T): T {
  return strip(schema) as T;
}

function strip(s: TSchema): TSchema {
  const known = stripped.get(s);
  if (known) return known;
  // A schema that reaches itself through getters is left as it is below its first occurrence.
  if (inProgress.has(s)) return s;
  inProgress.add(s);
  const def = s._zod.def as TDef;
  const changes: Record<string, unknown> = {};
  for (const key of INNER[def.type] ?? []) {
    const inner = def[key] as TSchema | undefined;
    if (inner && strip(inner) !== inner) changes[key] = strip(inner);
  }
  if (def.type === 'object') objectChanges(def, changes);
  if (def.type === 'union') listChange(def, 'options', changes);
  if (def.type === 'tuple') listChange(def, 'items', changes);
  if (def.type === 'lazy') {
    const getter = def.getter as () => TSchema;
    changes.getter = () => strip(getter());
  }
  const out = Object.keys(changes).length ? s.clone({ ...def, ...changes } as never, { parent: true }) : s;
  inProgress.delete(s);
  stripped.set(s, out);
  return out;
}

/** A strict object loses its refusal of unknown keys; its fields are stripped in turn. */
function objectChanges(def: TDef, changes: Record<string, unknown>): void {
  const shape = def.shape as Record<string, TSchema>;
  const next = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, strip(v)]));
  if (Object.keys(shape).some((k) => next[k] !== shape[k])) changes.shape = next;
  const catchall = def.catchall as TSchema | undefined;
  if (catchall?._zod.def.type === 'never') changes.catchall = undefined;
}

/** Union options or tuple items, stripped. */
function listChange(def: TDef, key: 'options' | 'items', changes: Record<string, unknown>): void {
  const list = def[key] as TSchema[];
  const next = list.map(strip);
  if (next.some((x, i) => x !== list[i])) changes[key] = next;
}
