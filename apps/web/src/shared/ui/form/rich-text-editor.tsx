import { App } from 'antd';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { http } from '../../http.ts';
import { uploadUrl, type TUploadedFile } from './upload-rules.ts';

/** The toolbar of spec §2: bold…strike, headers 1-6, sizes, colours, quote, code, lists, indent, align, direction, clear, link, image. */
export const EDITOR_TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ size: ['small', false, 'large', 'huge'] }],
  [{ color: [] }, { background: [] }],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ align: [] }],
  [{ direction: 'rtl' }],
  ['clean'],
  ['link', 'image'],
];

interface TRichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  height?: number;
}

/** A Quill rich-text editor; images go to the annexpic upload, a failed upload says so (spec §5). Load it lazily. */
export function RichTextEditor({
  value,
  onChange,
  placeholder,
  height = 300,
}: TRichTextEditorProps): ReactNode {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ReactQuill>(null);
  const modules = useMemo(
    () => ({
      toolbar: {
        container: EDITOR_TOOLBAR,
        handlers: {
          image: () => {
            const input = document.createElement('input');
            input.type = 'file';
            input.accept = 'image/*';
            input.onchange = async () => {
              const file = input.files?.[0];
              if (!file) return;
              try {
                const data = await http.upload<TUploadedFile>(uploadUrl('annexpic'), file, { silent: true });
                const editor = ref.current?.getEditor();
                const at = editor?.getSelection(true)?.index ?? editor?.getLength() ?? 0;
                editor?.insertEmbed(at, 'image', data.url);
              } catch {
                void message.error(t('ui.imageInsertFailed'), 1.5);
              }
            };
            input.click();
          },
        },
      },
    }),
    [message, t],
  );
  return (
    <div style={{ height: height + 42 }}>
      <ReactQuill
        ref={ref}
        theme="snow"
        value={value ?? ''}
        onChange={(html) => onChange?.(html)}
        modules={modules}
        placeholder={placeholder}
        style={{ height }}
      />
    </div>
  );
}
