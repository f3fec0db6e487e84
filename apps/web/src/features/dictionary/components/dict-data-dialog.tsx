import type { TDictDataEdit } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ParentField } from '../../../shared/ui/parent-select.tsx';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { useRecordDialog } from '../../../shared/ui/use-record-dialog.ts';
import { NameCodeFields, SortStatusFields } from '../../../shared/ui/record-fields.tsx';
import { useDictDataInfo, useDictDataParents, useDictMutations } from '../api.ts';
import { DICTIONARY_NS } from '../dictionary-i18n.ts';
import { YesNoField } from './yes-no-field.tsx';

type TValues = Omit<TDictDataEdit, 'enabledMark' | 'isDefault' | 'dictionaryTypeId'> & {
  enabledMark: boolean;
  isDefault: boolean;
};
type TSwitch = 'enabledMark' | 'isDefault';
const SWITCHES: readonly TSwitch[] = ['enabledMark', 'isDefault'];

/** What the entry dialog edits: an entry of `typeId` (id undefined creates one, under `parentId` on tree types). */
export interface TDictDataTarget {
  typeId: string;
  isTree: boolean;
  id?: string;
  parentId?: string;
}

/** Create or edit a dictionary entry; tree types choose a parent under the type's synthetic root. */
export function DictDataDialog(props: { target: TDictDataTarget | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(DICTIONARY_NS);
  const target = props.target;
  const id = target?.id;
  const info = useDictDataInfo(id);
  const parents = useDictDataParents(target?.typeId ?? '', id, Boolean(target?.isTree));
  const { saveData } = useDictMutations();
  const record = useRecordDialog<TValues, TSwitch>(
    { open: target !== null, id, onClose: props.onClose },
    {
      info,
      defaults: { parentId: target?.parentId ?? '0', isDefault: false },
      switches: SWITCHES,
      onSave: (v) =>
        saveData.mutateAsync({ ...v, parentId: v.parentId ?? '0', dictionaryTypeId: target?.typeId ?? '' }),
    },
  );
  return (
    <EditDialog<TValues> {...record} title={t(id ? 'editDataTitle' : 'createDataTitle')}>
      {() => (
        <>
          {target?.isTree && <ParentField label={t('parentData')} parents={parents} />}
          <NameCodeFields ns={DICTIONARY_NS} labels={['dataName', 'dataCode']} />
          <YesNoField name="isDefault" />
          <SortStatusFields ns={DICTIONARY_NS} />
        </>
      )}
    </EditDialog>
  );
}
