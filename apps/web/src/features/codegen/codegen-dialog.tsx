import {
  CODEGEN_CLASS_PATTERN,
  CODEGEN_MODULE_PATTERN,
  type TCodegenOptions,
  type TGeneratedFile,
} from '@app/contracts';
import { Button, Form, Input, Modal, Space, Tabs, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useCodeDownload, useCodePreview } from './api.ts';
import { highlight } from './code-highlight.ts';
import { CODEGEN_NS } from './codegen-i18n.ts';
import './codegen.css';

/** One generated file, highlighted, with a copy button. */
function CodeView({ file }: { file: TGeneratedFile }): ReactNode {
  const { t } = useTranslation(CODEGEN_NS);
  const tokens = useMemo(() => highlight(file.content), [file.content]);
  const copy = () => void navigator.clipboard?.writeText(file.content).then(() => toastSuccess(t('copied')));
  return (
    <div className="codegen-view">
      <Space className="codegen-path">
        <Typography.Text code>{file.path}</Typography.Text>
        <Button size="small" onClick={copy}>
          {t('copy')}
        </Button>
      </Space>
      <pre aria-label={file.path}>
        {tokens.map((tk, i) =>
          tk.kind ? (
            <span key={i} className={`cg-${tk.kind}`}>
              {tk.text}
            </span>
          ) : (
            tk.text
          ),
        )}
      </pre>
    </div>
  );
}

/** A default kebab-case folder from a model's code. */
const moduleOf = (enCode: string) =>
  enCode
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();

/** A default PascalCase class from a folder. */
const classOf = (module: string) =>
  module
    .split('-')
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');

interface TProps {
  model: { id: string; fullName: string; enCode: string };
  onClose: () => void;
}

/** 生成代码: options (module, class, description), then the files in tabs and a zip download. */
export function CodegenDialog({ model, onClose }: TProps): ReactNode {
  const { t } = useTranslation(CODEGEN_NS);
  const [form] = Form.useForm<TCodegenOptions>();
  const preview = useCodePreview(model.id);
  const download = useCodeDownload(model.id);
  const [files, setFiles] = useState<TGeneratedFile[] | null>(null);
  const start = useMemo(() => {
    const module = /^[a-z]/i.test(model.enCode) ? moduleOf(model.enCode) : 'my-module';
    return { module, className: classOf(module), description: model.fullName };
  }, [model]);
  const options = async () => form.validateFields();
  const showPreview = async () => setFiles((await preview.mutateAsync(await options())).list);
  const footer = (
    <Space>
      {files ? <Button onClick={() => setFiles(null)}>{t('back')}</Button> : null}
      {files ? null : (
        <Button onClick={() => void showPreview().catch(() => undefined)} loading={preview.isPending}>
          {t('preview')}
        </Button>
      )}
      <Button
        type="primary"
        loading={download.isPending}
        onClick={() =>
          void options()
            .then((o) => download.mutateAsync(o))
            .catch(() => undefined)
        }
      >
        {t('download')}
      </Button>
    </Space>
  );
  return (
    <Modal
      open
      title={t('title', { name: model.fullName })}
      width={files ? 1100 : 520}
      footer={footer}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="codegen" layout="vertical" initialValues={start} hidden={files !== null}>
        <Form.Item
          name="module"
          label={t('module')}
          extra={t('moduleHelp')}
          rules={[{ required: true }, { pattern: CODEGEN_MODULE_PATTERN, message: t('moduleHelp') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="className"
          label={t('className')}
          extra={t('classNameHelp')}
          rules={[{ required: true }, { pattern: CODEGEN_CLASS_PATTERN, message: t('classNameHelp') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="subClassName" label={t('subClassName')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="description" label={t('description')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
      {files ? (
        <Tabs
          size="small"
          tabPlacement="start"
          items={files.map((f) => ({
            key: f.path,
            label: f.path.split('/').pop(),
            children: <CodeView file={f} />,
          }))}
        />
      ) : null}
    </Modal>
  );
}
