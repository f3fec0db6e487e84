import type { TMenuInfo } from '@app/contracts';
import type { TMenuEdit } from '@app/contracts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { useMenuInfo, useMenuMutations, useMenuParents } from '../api.ts';
import { MENU_NS } from '../menu-i18n.ts';
import { MenuFormFields } from './menu-form-fields.tsx';

const FLAGS = ['isButtonAuthorize', 'isColumnAuthorize', 'isFormAuthorize', 'isDataAuthorize'] as const;
type TFlag = (typeof FLAGS)[number];

/** The dialog's values: switches as booleans, the model properties as two fields. */
type TValues = Omit<TMenuEdit, TFlag | 'enabledMark' | 'propertyJson'> &
  Record<TFlag | 'enabledMark', boolean> & { moduleId?: string; isTree?: boolean };

function parseProperties(text: string): { moduleId?: string; isTree?: boolean } {
  try {
    const p = JSON.parse(text || '{}') as { moduleId?: string; isTree?: number };
    return { moduleId: p.moduleId, isTree: p.isTree === 1 };
  } catch {
    return {};
  }
}

function toValues(m: TMenuInfo): Partial<TValues> {
  const flags = Object.fromEntries(FLAGS.map((f) => [f, m[f] === 1])) as Record<TFlag, boolean>;
  const { propertyJson, ...rest } = m;
  return {
    ...rest,
    ...flags,
    ...parseProperties(propertyJson),
    linkTarget: m.linkTarget === '_blank' ? '_blank' : '_self',
    category: m.category === 'App' ? 'App' : 'Web',
    enabledMark: m.enabledMark === 1,
  };
}

/** The save body: flags as 0/1; the model properties only for types 3–6. */
export function toMenuBody(v: TValues, id: string | undefined): Partial<TMenuEdit> {
  const { moduleId, isTree, enabledMark, ...rest } = v;
  const flags = Object.fromEntries(FLAGS.map((f) => [f, v[f] ? 1 : 0])) as Record<TFlag, 0 | 1>;
  const isModel = v.type >= 3 && v.type <= 6;
  return {
    ...rest,
    ...flags,
    id,
    urlAddress: v.type === 1 ? '' : (v.urlAddress ?? ''),
    enabledMark: enabledMark ? 1 : 0,
    propertyJson: isModel ? { moduleId, isTree: isTree ? 1 : 0 } : {},
  };
}

const CREATE_DEFAULTS = {
  type: 2,
  category: 'Web',
  linkTarget: '_self',
  enabledMark: true,
  isButtonAuthorize: true,
  sortCode: 0,
} as const;

/** Create (under `parentId` when given) or edit a menu. */
export function MenuEditDialog(props: {
  open: boolean;
  id?: string;
  parentId?: string;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(MENU_NS);
  const { id, parentId } = props;
  const info = useMenuInfo(props.open ? id : undefined);
  const parents = useMenuParents(id, props.open);
  const { save } = useMenuMutations();
  const initial = useMemo<Partial<TValues> | undefined>(() => {
    if (!id) return { ...CREATE_DEFAULTS, parentId: parentId ?? '-1' };
    return info.data && toValues(info.data);
  }, [id, parentId, info.data]);
  return (
    <EditDialog<TValues>
      open={props.open}
      width={760}
      title={t(id ? 'editTitle' : 'createTitle')}
      initialValues={initial}
      isLoading={Boolean(id) && info.isLoading}
      onClose={props.onClose}
      onSubmit={(v) => save.mutateAsync(toMenuBody(v, id))}
    >
      {() => <MenuFormFields parents={parents.data ?? []} isLoading={parents.isLoading} />}
    </EditDialog>
  );
}
