import { Button, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORG_COMMON_NS } from './org-i18n.ts';

interface TKeywordSearchBarProps {
  /** The trimmed keyword, and every field of the bar (the page's own fields included). */
  onSearch: (keyword: string | undefined, values: Record<string, unknown>) => void;
  placeholder?: string;
  /** More fields before the buttons. */
  children?: ReactNode;
  onReset?: () => void;
}

/** The search bar of the admin lists: a keyword (plus the page's own fields), search and reset. */
export function KeywordSearchBar(props: TKeywordSearchBarProps): ReactNode {
  const { t } = useTranslation(ORG_COMMON_NS);
  const [form] = Form.useForm<{ keyword?: string } & Record<string, unknown>>();
  const placeholder = props.placeholder ?? t('keyword');
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(v) => props.onSearch(v.keyword?.trim() || undefined, v)}
      className="list-search-form"
    >
      <Form.Item name="keyword">
        <Input allowClear placeholder={placeholder} aria-label={placeholder} style={{ width: 220 }} />
      </Form.Item>
      {props.children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              props.onReset?.();
              props.onSearch(undefined, {});
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
