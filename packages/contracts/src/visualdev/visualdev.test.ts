import { describe, expect, it } from 'vitest';
import { FIELD_KINDS, JNPF_KEYS, SQL_COLUMN_TYPES, columnKindOf, type TJnpfKey } from './field-kinds.ts';
import { fieldKeyProblem, quoteIdent } from './field-key.ts';
import { ZColumnData, ZFormData, flattenFields, type TFormField, type TValueField } from './form-data.ts';
import { validateFieldValue, validateRecord } from './field-value.ts';
import { displayValue, namedIds } from './field-display.ts';
import { evaluateCalculation } from './calculate.ts';
import { COLUMN_FIXTURE, FORM_FIXTURES, VALUE_SAMPLES } from './fixtures/index.ts';

const keysIn = (fields: readonly TFormField[]): string[] =>
  fields.flatMap((f) => [f.__config__.jnpfKey, ...keysIn(f.__config__.children ?? [])]);

describe('formData schemas', () => {
  it('the fixture corpus covers every jnpfKey of contract §5.2', () => {
    const seen = new Set(
      Object.values(FORM_FIXTURES).flatMap((form) => keysIn(ZFormData.parse(form).fields)),
    );
    expect(JNPF_KEYS.filter((k) => !seen.has(k))).toEqual([]);
    expect(JNPF_KEYS).toHaveLength(49);
  });

  it('round-trips every fixture unchanged, unknown keys included', () => {
    for (const form of Object.values(FORM_FIXTURES)) {
      const copy = JSON.parse(JSON.stringify(form)) as object;
      expect(ZFormData.parse(copy)).toEqual(form);
    }
    expect(ZColumnData.parse(COLUMN_FIXTURE)).toEqual(COLUMN_FIXTURE);
    const extra = { fields: [], jnpf32Only: { a: 1 } };
    expect(ZFormData.parse(extra)).toEqual(extra);
  });

  it('refuses an unknown jnpfKey, a bad field key and duplicate keys, naming the place', () => {
    const one = (f: object) => ZFormData.safeParse({ fields: [f] });
    const bad = one({ __config__: { jnpfKey: 'hologram' }, __vModel__: 'a' });
    expect(bad.error?.issues[0].path).toEqual(['fields', 0, '__config__', 'jnpfKey']);
    const sqlish = one({ __config__: { jnpfKey: 'comInput' }, __vModel__: 'a"; drop table x;--' });
    expect(sqlish.error?.issues[0].path).toEqual(['fields', 0, '__vModel__']);
    expect(one({ __config__: { jnpfKey: 'row' } }).error?.issues[0].path).toEqual([
      'fields',
      0,
      '__config__',
      'children',
    ]);
    const dup = ZFormData.safeParse({
      fields: [
        { __config__: { jnpfKey: 'comInput' }, __vModel__: 'name' },
        {
          __config__: {
            jnpfKey: 'card',
            children: [{ __config__: { jnpfKey: 'textarea' }, __vModel__: 'name' }],
          },
        },
      ],
    });
    expect(dup.error?.issues[0].message).toContain('duplicate field key name');
  });

  it('flattens layout away and keeps sub-tables with their columns', () => {
    const flat = flattenFields(ZFormData.parse(FORM_FIXTURES.layout).fields);
    expect(flat.map((f) => f.jnpfKey)).toEqual([
      'comInput',
      'numInput',
      'textarea',
      'comInput',
      'date',
      'table',
    ]);
    expect(flat[5].children?.map((c) => c.jnpfKey)).toEqual(['comInput', 'numInput', 'select', 'date']);
  });
});

describe('field keys and column kinds', () => {
  it('accepts identifiers and refuses everything else', () => {
    expect(fieldKeyProblem('comInputField101')).toBeNull();
    for (const bad of ['', '1a', 'a b', 'a-b', 'a__b', 'ID', 'creator_user_id', 'x'.repeat(51), '名字']) {
      expect(fieldKeyProblem(bad), bad).not.toBeNull();
    }
    expect(() => quoteIdent('a"b')).toThrow();
    expect(quoteIdent('vd_1')).toBe('"vd_1"');
  });

  it('maps every value kind to a SQL type and layout kinds to none', () => {
    for (const key of JNPF_KEYS) {
      const kind = columnKindOf(key);
      if (kind !== 'none') expect(SQL_COLUMN_TYPES[kind]).toBeTruthy();
    }
    expect(columnKindOf('date')).toBe('bigint');
    expect(columnKindOf('checkbox')).toBe('jsonb');
    expect(columnKindOf('row')).toBe('none');
    expect(columnKindOf('nope')).toBe('none');
  });
});

describe('value validation', () => {
  const fields = Object.values(FORM_FIXTURES).flatMap((f) => flattenFields(ZFormData.parse(f).fields));
  const byKind = new Map<string, TValueField>();
  for (const f of fields) if (!byKind.has(f.jnpfKey)) byKind.set(f.jnpfKey, f);

  it('takes a good value and refuses a bad one for every value kind', () => {
    for (const [kind, [good, bad]] of Object.entries(VALUE_SAMPLES) as [TJnpfKey, [unknown, unknown]][]) {
      const f = byKind.get(kind)!;
      expect(validateFieldValue(f, good), `${kind} good`).toEqual([]);
      expect(validateFieldValue(f, bad), `${kind} bad`).toHaveLength(1);
    }
    const valueKinds = JNPF_KEYS.filter(
      (k) => FIELD_KINDS[k].column !== 'none' && !('system' in FIELD_KINDS[k]),
    );
    expect(valueKinds.filter((k) => k !== 'calculate' && !(k in VALUE_SAMPLES))).toEqual([]);
  });

  it('reports required fields and sub-table cells by path', () => {
    const layout = flattenFields(ZFormData.parse(FORM_FIXTURES.layout).fields);
    const table = layout.find((f) => f.jnpfKey === 'table')!;
    const [name, qty] = table.children!.map((c) => c.key);
    const issues = validateRecord(layout, { [table.key]: [{ [name]: 'ok', [qty]: 1 }, { [qty]: 0 }] });
    expect(issues).toEqual([
      { path: `${table.key}[1].${name}`, message: 'is required' },
      { path: `${table.key}[1].${qty}`, message: 'must be at least 1' },
    ]);
    const basic = flattenFields(ZFormData.parse(FORM_FIXTURES.basic).fields);
    expect(validateRecord(basic, {})).toEqual([{ path: basic[0].key, message: 'is required' }]);
  });
});

describe('display values', () => {
  const fields = Object.values(FORM_FIXTURES).flatMap((f) => flattenFields(ZFormData.parse(f).fields));
  const of = (kind: string) => fields.find((f) => f.jnpfKey === kind)!;
  const names = (kind: string, id: string) =>
    kind === 'area' ? { '11': '北京', '1101': '市辖区' }[id] : `${kind}:${id}`;

  it('shows option labels, paths, switch texts, dates and looked-up names', () => {
    expect(displayValue(of('checkbox'), ['1', '2'], names)).toBe('选项一,选项二');
    expect(displayValue(of('select'), '9', names)).toBe('9');
    expect(displayValue(of('cascader'), ['east', 'sh'], names)).toBe('华东/上海');
    expect(displayValue(of('switch'), 1, names)).toBe('开');
    expect(displayValue(of('address'), ['11', '1101'], names)).toBe('北京/市辖区');
    expect(displayValue(of('userSelect'), 'u1', names)).toBe('user:u1');
    expect(displayValue(of('posSelect'), ['p1', 'p2'], names)).toBe('position:p1,position:p2');
    expect(displayValue(of('date'), new Date(2024, 0, 2).getTime(), names)).toBe('2024-01-02');
    expect(displayValue(of('comInput'), 'x', names)).toBe('x');
    expect(
      namedIds([of('userSelect'), of('address')], {
        [of('userSelect').key]: 'u1',
        [of('address').key]: ['11'],
      }),
    ).toEqual(
      new Map([
        ['user', new Set(['u1'])],
        ['area', new Set(['11'])],
      ]),
    );
  });
});

describe('calculate expressions', () => {
  const v = { a: 3, b: '4', c: 0 };
  it('evaluates + - * / with precedence and parentheses over field values, 0 on any error', () => {
    expect(evaluateCalculation(['a', '+', 'b', '*', '2'], v)).toBe(11);
    expect(evaluateCalculation(['(', 'a', '+', 'b', ')', '*', '2'], v)).toBe(14);
    expect(evaluateCalculation(['a', '/', 'c'], v)).toBe(0);
    expect(evaluateCalculation(['a', '+'], v)).toBe(0);
    expect(evaluateCalculation(['(', 'a'], v)).toBe(0);
    expect(evaluateCalculation(['a', ';', 'b'], v)).toBe(0);
    expect(evaluateCalculation(['missing', '+', '1'], v)).toBe(1);
    expect(evaluateCalculation(['0.1', '+', '0.2'], v)).toBe(0.3);
    expect(evaluateCalculation('a+b', v)).toBe(0);
  });
});
