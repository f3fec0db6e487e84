// The forms the browser benches render: plain JSON as the designer stores it (contract §5.2).

const KINDS = ['comInput', 'numInput', 'select', 'date', 'switch', 'textarea', 'radio', 'JNPFAmount'];
const OPTIONS = [
  { fullName: '选项一', id: '1' },
  { fullName: '选项二', id: '2' },
];

/** One value field of `kind` with key `key`. */
function field(kind, key, label, formId) {
  const f = { __config__: { jnpfKey: kind, label, formId, span: 12, regList: [] }, __vModel__: key };
  if (kind === 'select' || kind === 'radio') f.__slot__ = { options: OPTIONS };
  return f;
}

/** The sub-table's columns: text, number, amount, select, date. */
const COLUMNS = ['comInput', 'numInput', 'JNPFAmount', 'select', 'date'].map((kind, i) =>
  field(kind, `c${i}`, `列${i}`, 9000 + i),
);

/** A form of `n` value fields of mixed kinds, a calculated field over the sub-table and the sub-table itself. */
export function benchForm(n) {
  const fields = Array.from({ length: n }, (_, i) =>
    field(KINDS[i % KINDS.length], `f${i}`, `字段${i}`, 1000 + i),
  );
  const calc = field('calculate', 'total', '合计金额', 8000);
  calc.expression = ['items.c2', '+', 'f1'];
  const table = {
    __config__: { jnpfKey: 'table', label: '明细', formId: 8001, span: 24, children: COLUMNS },
    __vModel__: 'items',
    summary: true,
  };
  return { labelWidth: 100, fields: [...fields, calc, table] };
}

/** A record of the bench form: every text field filled and `rows` sub-table rows. */
export function benchValues(n, rows) {
  const values = {};
  for (let i = 0; i < n; i += 1) if (KINDS[i % KINDS.length] === 'comInput') values[`f${i}`] = `值${i}`;
  values.items = Array.from({ length: rows }, (_, i) => ({
    c0: `行${i}`,
    c1: i,
    c2: i * 1.5,
    c3: i % 2 ? '1' : '2',
    c4: 1_700_000_000_000 + i * 86_400_000,
  }));
  return values;
}

/** A form of `n` text fields for the designer's JSON view. */
export function designerForm(n) {
  const fields = Array.from({ length: n }, (_, i) => ({
    __config__: { jnpfKey: 'comInput', label: `字段${i}`, formId: 1000 + i, span: 24, regList: [] },
    __vModel__: `f${i}`,
  }));
  return { labelWidth: 100, fields };
}

/** A FlowCard (contract §4.2) of `n` approver nodes one after the other below 发起人. */
export function longFlow(n) {
  const approver = (i, child) => ({
    type: 'approver',
    nodeId: `n${i}`,
    prevId: i === 0 ? 'start' : `n${i - 1}`,
    properties: { title: `审批${i}`, assigneeType: 6, approvers: ['admin'] },
    ...(child ? { childNode: child } : {}),
  });
  let chain = null;
  for (let i = n - 1; i >= 0; i -= 1) chain = approver(i, chain);
  return { type: 'start', nodeId: 'start', properties: { title: '发起人' }, childNode: chain };
}
