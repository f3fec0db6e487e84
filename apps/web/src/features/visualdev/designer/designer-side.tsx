import type { TFormField } from '@app/contracts';
import { Empty, Tabs } from 'antd';
import { memo, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALDEV_NS } from '../visualdev-i18n.ts';
import { findField, idOf } from './design-tree.ts';
import { FieldPropertyPanel, FormSettingsPanel } from './property-panel.tsx';

interface TSideProps {
  fields: TFormField[];
  selected: number | null;
  settings: Record<string, unknown>;
  onFieldChange: (id: number, next: TFormField) => void;
  onSettingsChange: (next: Record<string, unknown>) => void;
}

type TPanelsProps = Omit<TSideProps, 'selected'> & { field: TFormField | undefined };

const NO_FIELDS: TFormField[] = [];

const SidePanels = memo(function SidePanels(props: TPanelsProps): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const { fields, field } = props;
  const selected = field ? idOf(field) : -1;
  return (
    <Tabs
      items={[
        {
          key: 'field',
          label: t('fieldProps'),
          children: field ? (
            <FieldPropertyPanel
              field={field}
              fields={fields}
              onChange={(next) => props.onFieldChange(selected, next)}
            />
          ) : (
            <Empty description={t('selectField')} />
          ),
        },
        {
          key: 'form',
          label: t('formProps'),
          children: <FormSettingsPanel settings={props.settings} onChange={props.onSettingsChange} />,
        },
      ]}
    />
  );
});

/**
 * The property and form-settings tabs beside the canvas. They follow the design one render later (deferred): an
 * add or a move commits the canvas first, and the panel catches up without holding that frame.
 */
export function DesignerSide(props: TSideProps): ReactNode {
  const fields = useDeferredValue(props.fields);
  const selected = useDeferredValue(props.selected);
  const field = selected === null ? undefined : findField(fields, selected);
  // Without a selected field the panels do not read the fields: an add or a move leaves them alone.
  return <SidePanels {...props} field={field} fields={field ? fields : NO_FIELDS} />;
}
