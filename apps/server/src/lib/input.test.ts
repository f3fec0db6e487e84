import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dropEmptyQueryValues, stripUnknownKeys } from './input.ts';

const issues = (s: z.ZodType, v: unknown) => s.safeParse(v).error?.issues.map((i) => i.path.join('.'));

describe('stripUnknownKeys', () => {
  const Item = z.strictObject({ code: z.string().min(1) });
  const Body = z
    .strictObject({
      name: z.string(),
      items: z.array(Item).default([]),
      choice: z.union([z.strictObject({ a: z.number() }), z.literal('none')]).optional(),
      text: z.preprocess(
        (v) => (typeof v === 'string' ? JSON.parse(v) : v),
        z.strictObject({ x: z.number() }),
      ),
    })
    .refine((b) => b.name !== 'bad', { path: ['name'], message: 'not bad' });

  it('drops unknown keys at every depth: objects, arrays, unions, preprocessed JSON', () => {
    const lenient = stripUnknownKeys(Body);
    const parsed = lenient.parse({
      name: 'n',
      extra: 1,
      items: [{ code: 'c', creatorTime: 1 }],
      choice: { a: 1, b: 2 },
      text: '{"x":1,"url":"/u"}',
    });
    expect(parsed).toEqual({ name: 'n', items: [{ code: 'c' }], choice: { a: 1 }, text: { x: 1 } });
  });

  it('keeps refinements, defaults and the refusal of wrong values, and leaves the original strict', () => {
    const lenient = stripUnknownKeys(Body);
    expect(issues(lenient, { name: 'bad', text: { x: 1 } })).toEqual(['name']);
    expect(issues(lenient, { name: 'n', items: [{ code: '' }], text: { x: 1 } })).toEqual(['items.0.code']);
    expect(lenient.parse({ name: 'n', text: { x: 1 } })).toMatchObject({ items: [] });
    expect(issues(Body, { name: 'n', text: { x: 1 }, extra: 1 })).toEqual(['']);
  });

  it('ends on recursive schemas and returns the same schema when nothing is strict', () => {
    type TNode = { id: string; children: TNode[] };
    const Node: z.ZodType<TNode> = z.lazy(() => z.strictObject({ id: z.string(), children: z.array(Node) }));
    expect(
      stripUnknownKeys(Node).parse({ id: 'a', x: 1, children: [{ id: 'b', y: 2, children: [] }] }),
    ).toEqual({ id: 'a', children: [{ id: 'b', children: [] }] });
    const Loose = z.object({ a: z.string() });
    expect(stripUnknownKeys(Loose)).toBe(Loose);
  });
});

describe('dropEmptyQueryValues', () => {
  it('takes empty values as absent and keeps the rest', async () => {
    const query: Record<string, unknown> = { organizeId: '', keyword: 'x', type: ['', '1'], sort: ['', ''] };
    await dropEmptyQueryValues({ query } as unknown as FastifyRequest);
    expect(query).toEqual({ keyword: 'x', type: ['1'] });
  });
});
