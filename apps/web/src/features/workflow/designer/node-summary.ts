import type { TFlowNode } from '@app/contracts';

type TT = (key: string, o?: Record<string, unknown>) => string;

const count = (...lists: unknown[]): number =>
  lists.reduce<number>((n, l) => n + (Array.isArray(l) ? l.length : 0), 0);

/** The one-line description a node card shows. */
export function summarize(node: TFlowNode, t: TT): string {
  const p = node.properties ?? {};
  if (node.type === 'start') {
    const n = count(p.initiator, p.initiatePos, p.initiateRole);
    return n ? `${t('p.initiator')}: ${n}` : t('everyone');
  }
  if (node.type === 'approver') {
    const type = Number(p.assigneeType ?? 6);
    const n = count(p.approvers, p.approverPos, p.approverRole);
    const label = t(`p.types.${type}`);
    return type === 6 || type === 8 ? `${label}${n ? ` (${n})` : ''}` : label;
  }
  if (node.type === 'copy')
    return `${t('p.circulateUser')}: ${count(p.circulateUser, p.circulatePosition, p.circulateRole)}`;
  if (node.type === 'timer')
    return (['day', 'hour', 'minute', 'second'] as const)
      .filter((k) => Number(p[k] ?? 0) > 0)
      .map((k) => `${String(p[k])} ${t(`p.${k}`)}`)
      .join(' ');
  if (node.type === 'condition') {
    if (p.isDefault) return t('defaultBranch');
    return (p.conditions ?? [])
      .map((c, i, all) => {
        const join = i < all.length - 1 ? ` ${t(c.logic === '||' ? 'p.or' : 'p.and')} ` : '';
        return `${c.fieldName || c.field} ${c.symbol} ${String(c.filedValue ?? '')}${join}`;
      })
      .join('');
  }
  if (node.type === 'subFlow') return p.flowId ? t('p.flowId') : '';
  return '';
}
