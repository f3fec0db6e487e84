import { registerOrgBundle } from '../../shared/ui/org-i18n.ts';

const zh = {
  title: '开发文档',
  api: 'API 文档',
  apiHint: '每个接口的参数、返回和权限，可在线调试（OpenAPI，由服务端按路由生成）。',
  apiJson: 'OpenAPI JSON',
  readme: 'README',
  readmeHint: '安装、配置、在 PostgreSQL 上运行、常用命令与目录结构。',
  readmeOpen: '阅读 README',
  sources: '架构说明与设计决策随源码提供：docs/ARCHITECTURE.md 与 docs/adr/。',
  close: '关闭',
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  title: '開發文件',
  api: 'API 文件',
  apiHint: '每個介面的參數、回傳和權限，可線上除錯（OpenAPI，由伺服端按路由產生）。',
  apiJson: 'OpenAPI JSON',
  readme: 'README',
  readmeHint: '安裝、設定、在 PostgreSQL 上執行、常用命令與目錄結構。',
  readmeOpen: '閱讀 README',
  sources: '架構說明與設計決策隨原始碼提供：docs/ARCHITECTURE.md 與 docs/adr/。',
  close: '關閉',
};

const en: TMessages = {
  title: 'Documentation',
  api: 'API documentation',
  apiHint:
    "Every endpoint's parameters, answers and permission, to try out (OpenAPI, generated from the routes).",
  apiJson: 'OpenAPI JSON',
  readme: 'README',
  readmeHint: 'Installing, configuring, running on PostgreSQL, everyday commands and the layout of the code.',
  readmeOpen: 'Read the README',
  sources:
    'The architecture and the decisions behind it come with the source: docs/ARCHITECTURE.md and docs/adr/.',
  close: 'Close',
};

/** The documentation dialog's namespace (registered on import). */
export const DOCS_NS = registerOrgBundle('documentation', { zh, zhtw, en });
