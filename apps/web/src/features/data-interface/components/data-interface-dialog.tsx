import type { TDataInterfaceEdit } from '@app/contracts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { useInterfaceInfo, useInterfaceMutations } from '../api.ts';
import { DATA_INTERFACE_NS } from '../data-interface-i18n.ts';
import { InterfaceFormFields } from './interface-form-fields.tsx';
import { PreviewPanel } from './preview-panel.tsx';

type TValues = Omit<TDataInterfaceEdit, 'enabledMark'> & { enabledMark: boolean };

function toDefinition(v: TValues, id?: string): Partial<TDataInterfaceEdit> {
  return {
    ...v,
    id,
    query: v.dataType === 3 ? '' : (v.query ?? ''),
    path: v.dataType === 3 ? (v.path ?? '') : '',
    requestParameters: v.requestParameters ?? [],
    requestHeaders: v.checkType === 2 ? (v.requestHeaders ?? '') : '',
    enabledMark: v.enabledMark ? 1 : 0,
  };
}

/** Create (id undefined, in `categoryId` when given) or edit a data interface, with a preview of its answer. */
export function DataInterfaceDialog(props: {
  open: boolean;
  id?: string;
  categoryId?: string;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(DATA_INTERFACE_NS);
  const { id, categoryId } = props;
  const info = useInterfaceInfo(props.open ? id : undefined);
  const { save } = useInterfaceMutations();
  const initial = useMemo<Partial<TValues> | undefined>(() => {
    if (!id)
      return {
        categoryId,
        dataType: 1,
        requestMethod: 'get',
        checkType: 1,
        enabledMark: true,
        sortCode: 0,
        requestParameters: [],
      };
    if (!info.data) return undefined;
    const d = info.data;
    return {
      ...d,
      dataType: d.dataType as TValues['dataType'],
      checkType: d.checkType as TValues['checkType'],
      requestMethod: d.requestMethod === 'post' ? 'post' : 'get',
      enabledMark: d.enabledMark === 1,
    };
  }, [id, categoryId, info.data]);
  return (
    <EditDialog<TValues>
      open={props.open}
      title={t(id ? 'editTitle' : 'createTitle')}
      width={900}
      initialValues={initial}
      isLoading={Boolean(id) && info.isLoading}
      onClose={props.onClose}
      onSubmit={(v) => save.mutateAsync(toDefinition(v, id))}
    >
      {(form) => (
        <>
          <InterfaceFormFields />
          <PreviewPanel form={form} toDefinition={(v) => toDefinition(v, id)} />
        </>
      )}
    </EditDialog>
  );
}
