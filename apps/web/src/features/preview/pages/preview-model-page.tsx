import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MenuIcon } from '../../../app/layouts/menu-icons.tsx';
import { buildSearchEntries } from '../../../app/search-routes.ts';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { translateRoute } from '../../../shared/utils/route-label.ts';
import { ModelPreview } from '../../visualdev/runtime/model-preview.tsx';

/** 功能预览: with `?id=`, that model previewed; else a card per function the user can open, grouped by breadcrumb. */
export function PreviewModelPage(): ReactNode {
  const title = translateRoute('previewModel');
  usePageTitle(title);
  const modelId = useSearchParams()[0].get('id');
  return modelId ? <ModelPreview modelId={modelId} /> : <FunctionCards title={title} />;
}

function FunctionCards({ title }: { title: string }): ReactNode {
  const { t } = useTranslation();
  const menuList = useAuthStore((s) => s.menuList);
  const entries = buildSearchEntries(menuList, translateRoute);
  return (
    <Card title={title}>
      <Typography.Paragraph type="secondary">{t('preview.intro')}</Typography.Paragraph>
      <Row gutter={[12, 12]}>
        {entries.map((e) => (
          <Col key={e.path} xs={24} sm={12} md={8} lg={6}>
            <Link to={e.path}>
              <Card size="small" hoverable>
                <MenuIcon name="AppstoreOutlined" /> {e.title}
                <Typography.Paragraph type="secondary" ellipsis style={{ margin: 0, fontSize: 12 }}>
                  {e.trail.join(' > ')}
                </Typography.Paragraph>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
