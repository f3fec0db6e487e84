import type { TDictTypeEdit } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ParentField } from '../../../shared/ui/parent-select.tsx';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { useRecordDialog } from '../../../shared/ui/use-record-dialog.ts';
import { NameCodeFields, SortStatusFields } from '../../../shared/ui/record-fields.tsx';
import { useDictMutations, useDictTypeInfo, useDictTypeParents } from '../api.ts';
import { DICTIONARY_NS } from '../dictionary-i18n.ts';
import { YesNoField } from './yes-no-field.tsx';

type TValues = Omit<TDictTypeEdit, 'enabledMark' | 'isTree'> & { enabledMark: boolean; isTree: boolean };
type TSwitch = 'enabledMark' | 'isTree';
const SWITCHES: readonly TSwitch[] = ['enabledMark', 'isTree'];

/** Create (id undefined, under `parentId`) or edit a dictionary type or folder. */
export function DictTypeDialog(props: {
  open: boolean;
  id?: string;
  parentId?: string;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(DICTIONARY_NS);
  const { id } = props;
  const info = useDictTypeInfo(props.open ? id : undefined);
  const parents = useDictTypeParents(id, props.open);
  const { saveType } = useDictMutations();
  const record = useRecordDialog<TValues, TSwitch>(props, {
    info,
    defaults: { parentId: props.parentId ?? '-1', isTree: false },
    switches: SWITCHES,
    onSave: saveType.mutateAsync,
  });
  return (
    <EditDialog<TValues> {...record} title={t(id ? 'editTypeTitle' : 'createTypeTitle')}>
      {() => (
        <>
          <ParentField label={t('parentType')} parents={parents} topLabel={t('topLevel')} />
          <NameCodeFields ns={DICTIONARY_NS} labels={['typeName', 'typeCode']} />
          <YesNoField name="isTree" />
          <SortStatusFields ns={DICTIONARY_NS} />
        </>
      )}
    </EditDialog>
  );
}
