import { GRANT_TYPES, type TAuthorizeEdit } from '@app/contracts';
import { Alert, Button, Spin, Tabs } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permission.tsx';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import type { TAuthorizeView } from '@app/contracts';
import { useAuthorizeView, useSaveGrants, type TGrantObjectType } from '../api.ts';
import { AUTHORIZE_NS } from '../authorize-i18n.ts';
import { coveredMenus, grantedLeaves, leafIds, pruneToMenus } from '../grant-tree.ts';
import { GrantTreeTab } from './grant-tree-tab.tsx';

type TKind = (typeof GRANT_TYPES)[number];
type TChecked = Record<TKind, string[]>;

function initialChecked(view: TAuthorizeView): TChecked {
  return Object.fromEntries(
    GRANT_TYPES.map((k) => [k, grantedLeaves(view[k].list, view[k].ids)]),
  ) as TChecked;
}

/** The trees shown: items only under the menus chosen on the first tab. */
function visibleTrees(view: TAuthorizeView, moduleChecked: readonly string[]) {
  const menus = coveredMenus(view.module.list, new Set(moduleChecked));
  return Object.fromEntries(
    GRANT_TYPES.map((k) => [k, k === 'module' ? view.module.list : pruneToMenus(view[k].list, menus)]),
  ) as Record<TKind, TAuthorizeView[TKind]['list']>;
}

function GrantEditor(props: { type: TGrantObjectType; id: string; view: TAuthorizeView }): ReactNode {
  const { t } = useTranslation(AUTHORIZE_NS);
  const canSave = usePermission('permission.authorize:btn_edit');
  const save = useSaveGrants(props.type, props.id);
  const [checked, setChecked] = useState<TChecked>(() => initialChecked(props.view));
  const trees = useMemo(() => visibleTrees(props.view, checked.module), [props.view, checked.module]);
  const onSave = async (): Promise<void> => {
    const body = Object.fromEntries(
      GRANT_TYPES.map((k) => {
        const leaves = new Set(leafIds(trees[k]));
        return [k, checked[k].filter((id) => leaves.has(id))];
      }),
    ) as TAuthorizeEdit;
    await save.mutateAsync(body);
    toastSuccess(t('granted'));
  };
  return (
    <div className="authorize-editor">
      <Alert type="info" showIcon title={t('hint')} style={{ marginBottom: 8 }} />
      <Tabs
        destroyOnHidden
        items={GRANT_TYPES.map((k) => ({
          key: k,
          label: t(k),
          children: (
            <GrantTreeTab
              label={t(k)}
              nodes={trees[k]}
              checked={checked[k]}
              isReadOnly={!canSave}
              onChange={(ids) => setChecked((c) => ({ ...c, [k]: ids }))}
            />
          ),
        }))}
      />
      {canSave && (
        <Button type="primary" loading={save.isPending} onClick={() => void onSave()}>
          {t('save')}
        </Button>
      )}
    </div>
  );
}

/** The grants of one role, position or user, editable within what the signed-in user holds. */
export function AuthorizePanel({ type, id }: { type: TGrantObjectType; id: string }): ReactNode {
  const view = useAuthorizeView(type, id);
  if (!view.data) return <Spin spinning={view.isLoading} />;
  return <GrantEditor key={`${type}:${id}:${view.dataUpdatedAt}`} type={type} id={id} view={view.data} />;
}
