import { Alert, Card, Spin, Tabs } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer, type TRenderableForm } from '../../../shared/form-renderer/form-renderer.tsx';
import { useModelInfo } from '../api.ts';
import { OnlineRuntime } from './online-runtime.tsx';
import { RUNTIME_NS } from './runtime-i18n.ts';

function parseForm(text: string | null | undefined): TRenderableForm {
  try {
    const v = JSON.parse(text ?? '') as TRenderableForm;
    return Array.isArray(v.fields) ? v : { fields: [] };
  } catch {
    return { fields: [] };
  }
}

/**
 * `/previewModel?id=`: a model previewed (spec §2): its draft form in the FormRenderer, and, once published, its
 * records list as a type-3 menu shows it (read-only, through the caller's menus).
 */
export function ModelPreview({ modelId }: { modelId: string }): ReactNode {
  const { t } = useTranslation(RUNTIME_NS);
  const info = useModelInfo(modelId);
  const formData = useMemo(() => parseForm(info.data?.formData), [info.data]);
  if (info.isLoading) return <Spin />;
  const isPublished = info.data?.state === 1;
  return (
    <Card title={`${t('preview')} · ${info.data?.fullName ?? ''}`}>
      <Tabs
        items={[
          {
            key: 'form',
            label: t('formPreview'),
            children: <FormRenderer formData={formData} />,
          },
          {
            key: 'list',
            label: t('listPreview'),
            children: isPublished ? (
              <>
                <Alert type="info" showIcon title={t('previewHint')} style={{ marginBottom: 12 }} />
                <OnlineRuntime modelId={modelId} isPreview />
              </>
            ) : (
              <Alert type="warning" showIcon title={t('notPublished')} />
            ),
          },
        ]}
      />
    </Card>
  );
}
