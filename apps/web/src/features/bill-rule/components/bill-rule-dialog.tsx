import {
  BILL_DATE_FORMATS,
  formatBillNumber,
  type TBillDateFormat,
  type TBillRuleEdit,
} from '@app/contracts';
import { Col, Form, Input, InputNumber, Row, Select, Typography, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { useRecordDialog } from '../../../shared/ui/use-record-dialog.ts';
import { NameCodeFields, SortStatusFields } from '../../../shared/ui/record-fields.tsx';
import { useBillRuleInfo, useBillRuleMutations } from '../api.ts';
import { BILL_RULE_NS } from '../bill-rule-i18n.ts';

type TValues = Omit<TBillRuleEdit, 'enabledMark'> & { enabledMark: boolean };

/** The number the rule would give first today, as typed; empty while the fields cannot make one. */
export function exampleOf(v: Partial<TValues>, today: Date = new Date()): string {
  const digit = Number(v.digit);
  const start = String(v.startNumber ?? '').trim();
  if (!Number.isInteger(digit) || digit < 1 || digit > 9 || !/^\d{1,9}$/.test(start)) return '';
  const dateFormat: TBillDateFormat = v.dateFormat ?? 'yyyyMMdd';
  return formatBillNumber({ prefix: (v.prefix ?? '').trim(), dateFormat, digit, startNumber: start }, today);
}

function LiveExample(): ReactNode {
  const { t } = useTranslation(BILL_RULE_NS);
  const form = Form.useFormInstance<TValues>();
  const values = Form.useWatch([], form) as Partial<TValues> | undefined;
  const example = exampleOf(values ?? {});
  return (
    <Form.Item label={t('example')}>
      <Typography.Text code data-testid="bill-example" aria-label={t('example')}>
        {example || '-'}
      </Typography.Text>
    </Form.Item>
  );
}

const CREATE_DEFAULTS: Partial<TValues> = {
  dateFormat: 'yyyyMMdd',
  digit: 4,
  startNumber: '1',
  prefix: '',
};

/** Create or edit a bill rule: prefix, date format, serial width, start number and the live example. */
export function BillRuleDialog(props: { open: boolean; id?: string; onClose: () => void }): ReactNode {
  const { t } = useTranslation(BILL_RULE_NS);
  const rules = buildFormRules(t);
  const { id } = props;
  const info = useBillRuleInfo(props.open ? id : undefined);
  const { save } = useBillRuleMutations();
  const startRules: FormRule[] = [
    rules.required(t('startNumber')),
    { pattern: /^\d{1,9}$/, message: t('startNumber') },
    ({ getFieldValue }) => ({
      validator: (_: unknown, v: string | undefined) =>
        (v ?? '').trim().length <= Number(getFieldValue('digit'))
          ? Promise.resolve()
          : Promise.reject(new Error(t('startTooWide'))),
    }),
  ];
  const record = useRecordDialog<TValues>(props, {
    info,
    defaults: CREATE_DEFAULTS,
    onSave: save.mutateAsync,
  });
  return (
    <EditDialog<TValues> {...record} title={t(id ? 'editTitle' : 'createTitle')}>
      {() => (
        <>
          <Row gutter={12}>
            <NameCodeFields ns={BILL_RULE_NS} isGrid />
            <Col span={12}>
              <Form.Item
                name="prefix"
                label={t('prefix')}
                rules={[{ pattern: /^[A-Za-z0-9_-]*$/, message: t('prefix') }]}
              >
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="dateFormat" label={t('dateFormat')}>
                <Select
                  aria-label={t('dateFormat')}
                  options={BILL_DATE_FORMATS.map((f) => ({ value: f, label: t(`dateFormats.${f}`) }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="digit" label={t('digit')} rules={[rules.requiredPick(t('digit'))]}>
                <InputNumber min={1} max={9} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="startNumber"
                label={t('startNumber')}
                dependencies={['digit']}
                rules={startRules}
              >
                <Input maxLength={9} inputMode="numeric" />
              </Form.Item>
            </Col>
          </Row>
          <LiveExample />
          <SortStatusFields ns={BILL_RULE_NS} descriptionRows={2} />
        </>
      )}
    </EditDialog>
  );
}
