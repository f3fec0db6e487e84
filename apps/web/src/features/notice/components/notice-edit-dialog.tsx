import { Form, Input, Skeleton } from 'antd';
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { useNoticeInfo, useNoticeMutations } from '../api.ts';
import { NOTICE_NS } from '../notice-i18n.ts';
import {
  RecipientsFields,
  toRecipientValues,
  toRecipients,
  type TRecipientValues,
} from './recipients-fields.tsx';

// Quill is large: it loads with the first notice dialog, not with the list.
const RichTextEditor = lazy(() =>
  import('../../../shared/ui/form/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/** The editor as a form control: the form's value and onChange reach the editor through Suspense. */
function LazyRichTextEditor(props: {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
}): ReactNode {
  return (
    <Suspense fallback={<Skeleton active />}>
      <RichTextEditor {...props} height={260} />
    </Suspense>
  );
}

type TValues = TRecipientValues & { title: string; bodyText: string };

/** Write a new notice or change a draft: title, rich-text body and recipients. */
export function NoticeEditDialog(props: { open: boolean; id?: string; onClose: () => void }): ReactNode {
  const { t } = useTranslation(NOTICE_NS);
  const rules = buildFormRules(t);
  const { id } = props;
  const info = useNoticeInfo(props.open ? id : undefined);
  const { save } = useNoticeMutations();
  const initial = useMemo<Partial<TValues> | undefined>(() => {
    if (!id) return { title: '', bodyText: '', scope: 'all' };
    const d = info.data;
    return d && { title: d.title, bodyText: d.bodyText, ...toRecipientValues(d.recipients) };
  }, [id, info.data]);
  return (
    <EditDialog<TValues>
      open={props.open}
      title={t(id ? 'editTitle' : 'createTitle')}
      width={900}
      initialValues={initial}
      isLoading={Boolean(id) && info.isLoading}
      onClose={props.onClose}
      onSubmit={(v) =>
        save.mutateAsync({ id, title: v.title, bodyText: v.bodyText ?? '', recipients: toRecipients(v) })
      }
    >
      {() => (
        <>
          <Form.Item name="title" label={t('title')} rules={[rules.required(t('title'))]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="bodyText" label={t('body')}>
            <LazyRichTextEditor placeholder={t('body')} />
          </Form.Item>
          <RecipientsFields />
        </>
      )}
    </EditDialog>
  );
}
