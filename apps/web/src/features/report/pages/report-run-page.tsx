import type { TReportRunBody } from '@app/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findMenuRoute } from '../../../app/menu-routes.ts';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { exportReport, useReportInfo, useReportRun } from '../api.ts';
import { ReportView } from '../components/report-view.tsx';
import { REPORT_NS } from '../report-i18n.ts';

const FIRST_PAGE: TReportRunBody = { filters: {}, currentPage: 1, pageSize: 20 };

/** One report run with its filters, server paging, subtotals, charts and export. */
function ReportRunner({ reportId }: { reportId: string }): ReactNode {
  const { t } = useTranslation(REPORT_NS);
  const [body, setBody] = useState<TReportRunBody>(FIRST_PAGE);
  const [isExporting, setExporting] = useState(false);
  const info = useReportInfo(reportId);
  const run = useReportRun(reportId, body);
  if (!info.data) return <Card loading={info.isLoading} />;
  const report = info.data;
  const onExport = () => {
    setExporting(true);
    void exportReport(reportId, body, report.fullName).finally(() => setExporting(false));
  };
  return (
    <Card title={report.fullName}>
      <ReportView
        layout={report}
        result={run.data}
        isLoading={run.isFetching}
        error={run.error ? run.error.message : null}
        body={body}
        onBodyChange={setBody}
        toolbar={
          <Button icon={<DownloadOutlined />} loading={isExporting} onClick={onExport}>
            {t('export')}
          </Button>
        }
      />
    </Card>
  );
}

/** Menu type 5 (`type:5`): the report named by the menu's propertyJson `{moduleId}`. */
export function ReportRunPage(): ReactNode {
  const { t } = useTranslation(REPORT_NS);
  const { pathname } = useLocation();
  const menuList = useAuthStore((s) => s.menuList);
  const moduleId = findMenuRoute(menuList, pathname)?.moduleId;
  if (!moduleId) return <Result status="warning" title={t('noReport')} />;
  return <ReportRunner key={moduleId} reportId={moduleId} />;
}
