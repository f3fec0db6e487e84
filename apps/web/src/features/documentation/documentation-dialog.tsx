import { ApiOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Drawer, List, Modal, Skeleton, Typography } from 'antd';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCS_NS } from './documentation-i18n.ts';

// Markdown and the README load only when someone opens it.
const ReadmeView = lazy(() => import('./readme-view.tsx').then((m) => ({ default: m.ReadmeView })));

/** The navbar's 开发文档: the API documentation (/api/docs) and the README. */
export function DocumentationDialog({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation(DOCS_NS);
  const [isReading, setReading] = useState(false);
  const items = [
    {
      key: 'api',
      icon: <ApiOutlined />,
      title: (
        <Typography.Link href="/api/docs" target="_blank" rel="noopener noreferrer">
          {t('api')}
        </Typography.Link>
      ),
      hint: t('apiHint'),
      extra: (
        <Typography.Link href="/api/docs/json" target="_blank" rel="noopener noreferrer">
          {t('apiJson')}
        </Typography.Link>
      ),
    },
    {
      key: 'readme',
      icon: <ReadOutlined />,
      title: (
        <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setReading(true)}>
          {t('readmeOpen')}
        </Button>
      ),
      hint: t('readmeHint'),
      extra: null,
    },
  ];
  return (
    <>
      <Modal open={open} title={t('title')} footer={null} onCancel={onClose} destroyOnHidden>
        <List
          dataSource={items}
          renderItem={(i) => (
            <List.Item key={i.key} extra={i.extra}>
              <List.Item.Meta avatar={i.icon} title={i.title} description={i.hint} />
            </List.Item>
          )}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('sources')}
        </Typography.Paragraph>
      </Modal>
      <Drawer
        open={isReading}
        title={t('readme')}
        size="large"
        onClose={() => setReading(false)}
        destroyOnHidden
        styles={{ wrapper: { maxWidth: '100vw' } }}
      >
        <Suspense fallback={<Skeleton active />}>
          <ReadmeView />
        </Suspense>
      </Drawer>
    </>
  );
}
