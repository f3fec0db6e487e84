import { toChineseAmount } from '@app/contracts';
import { DatePicker, InputNumber, Switch, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgPicker } from '../ui/form/org-picker.tsx';
import type { TOrgTreeKind } from '../ui/form/org-trees.ts';
import { FORM_RENDERER_NS } from './form-renderer-i18n.ts';
import { isMultiple, type TWidgetProps } from './form-renderer-types.ts';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown, d = ''): string => (typeof v === 'string' ? v : d);
/** JNPF formats (`yyyy-MM-dd HH:mm`) in dayjs letters. */
const toDayjsFormat = (f: unknown, d: string): string =>
  str(f, d).replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD');

/** A date (epoch ms) or date range ([ms, ms]) picker; `type: datetime` shows the time too. */
export function DateField({ id, field, value, onChange, isReadOnly }: TWidgetProps): ReactNode {
  const showTime = str(field.type).includes('time');
  const format = toDayjsFormat(field.format, showTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');
  const toDay = (v: unknown): Dayjs | null => (num(v) === null ? null : dayjs(v as number));
  if (field.__config__.jnpfKey === 'dateRange') {
    const pair = Array.isArray(value) ? value : [];
    return (
      <DatePicker.RangePicker
        id={id}
        showTime={showTime}
        format={format}
        disabled={isReadOnly}
        value={pair.length === 2 ? [toDay(pair[0]), toDay(pair[1])] : null}
        onChange={(d) => onChange?.(d && d[0] && d[1] ? [d[0].valueOf(), d[1].valueOf()] : [])}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <DatePicker
      id={id}
      showTime={showTime}
      format={format}
      disabled={isReadOnly}
      placeholder={str(field.placeholder) || undefined}
      value={toDay(value)}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.valueOf() : null)}
      style={{ width: '100%' }}
    />
  );
}

/** A time ("HH:mm:ss") or time range picker. */
export function TimeField({ id, field, value, onChange, isReadOnly }: TWidgetProps): ReactNode {
  const format = str(field['value-format'], 'HH:mm:ss');
  const toDay = (v: unknown): Dayjs | null => (typeof v === 'string' && v ? dayjs(v, format) : null);
  if (field.__config__.jnpfKey === 'timeRange') {
    const pair = Array.isArray(value) ? value : [];
    return (
      <TimePicker.RangePicker
        id={id}
        format={format}
        disabled={isReadOnly}
        value={pair.length === 2 ? [toDay(pair[0]), toDay(pair[1])] : null}
        onChange={(d) => onChange?.(d && d[0] && d[1] ? [d[0].format(format), d[1].format(format)] : [])}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <TimePicker
      id={id}
      format={format}
      disabled={isReadOnly}
      value={toDay(value)}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format(format) : null)}
      style={{ width: '100%' }}
    />
  );
}

/** A switch storing the field's on/off values (1/0 by default). */
export function SwitchField({ id, field, value, onChange, isReadOnly }: TWidgetProps): ReactNode {
  const on = field.activeValue ?? 1;
  const off = field.inactiveValue ?? 0;
  return (
    <Switch
      id={id}
      checked={value === on}
      disabled={isReadOnly}
      checkedChildren={str(field.activeTxt) || undefined}
      unCheckedChildren={str(field.inactiveTxt) || undefined}
      onChange={(checked) => onChange?.(checked ? on : off)}
    />
  );
}

/** An amount with two decimals and, when `showChinese`, its capital form (spec §5). */
export function AmountField({ id, field, value, onChange, isReadOnly }: TWidgetProps): ReactNode {
  const n = num(value);
  const capital = n !== null && field.showChinese === true ? toChineseAmount(n) : null;
  return (
    <div>
      <InputNumber
        id={id}
        value={n}
        precision={num(field.precision) ?? 2}
        disabled={isReadOnly}
        prefix="¥"
        onChange={(v) => onChange?.(v)}
        style={{ width: '100%' }}
      />
      {capital?.ok ? <Typography.Text type="secondary">{capital.text}</Typography.Text> : null}
    </div>
  );
}

const ORG_KINDS: Readonly<Record<string, TOrgTreeKind>> = {
  comSelect: 'company',
  depSelect: 'department',
  posSelect: 'position',
  userSelect: 'user',
};

/** Company, department, position or user picker; a single pick is stored as one id (comSelect always a list). */
export function OrgField({ field, value, onChange }: TWidgetProps): ReactNode {
  const kind = ORG_KINDS[field.__config__.jnpfKey] ?? 'user';
  const isList = isMultiple(field) || field.__config__.jnpfKey === 'comSelect';
  const ids = Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];
  return (
    <OrgPicker
      kind={kind}
      isMultiple={isMultiple(field)}
      value={ids}
      onChange={(next) => onChange?.(isList ? next : (next[0] ?? null))}
    />
  );
}

/** Shown for fields the server fills (bill numbers, creator, times, organisation): never edited here. */
export function GeneratedField({ field, value }: TWidgetProps): ReactNode {
  const { t } = useTranslation(FORM_RENDERER_NS);
  const hint = field.__config__.jnpfKey === 'billRule' ? t('billRuleHint') : t('systemHint');
  return (
    <Typography.Text type="secondary">
      {typeof value === 'string' || typeof value === 'number' ? String(value) : hint}
    </Typography.Text>
  );
}
