import { App } from 'antd';
import { useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { http } from '../../http.ts';
import './rich-text-editor.css';
import { registerRichTextI18n, RICH_TEXT_NS } from './rich-text-i18n.ts';
import { uploadUrl, type TUploadedFile } from './upload-rules.ts';

registerRichTextI18n();

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

// Toolbar control (Quill's `ql-<format>` class, with its value for buttons that carry one) → text key.
const CONTROL_TEXT: Readonly<Record<string, string>> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strike: 'strike',
  header: 'header',
  size: 'size',
  color: 'color',
  background: 'background',
  blockquote: 'blockquote',
  'code-block': 'codeBlock',
  'list:ordered': 'ordered',
  'list:bullet': 'bullet',
  'indent:-1': 'outdent',
  'indent:+1': 'indent',
  align: 'align',
  'direction:rtl': 'rtl',
  clean: 'clean',
  link: 'link',
  image: 'image',
};
const SIZES = ['small', 'large', 'huge'] as const;
const LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** The key of a toolbar control in CONTROL_TEXT, from its `ql-*` class and value. */
function controlKey(el: Element): string | undefined {
  const format = [...el.classList].find((c) => c.startsWith('ql-') && c !== 'ql-picker')?.slice(3);
  const value = el.getAttribute('value');
  return format && (value ? `${format}:${value}` : format);
}

/** Names every toolbar control and picker item in the current language (tooltips and accessible names). */
function labelToolbar(toolbar: HTMLElement, text: (key: string) => string): void {
  toolbar.setAttribute('aria-label', text('toolbar'));
  const name = (el: Element, label: string) => {
    el.setAttribute('title', label);
    el.setAttribute('aria-label', label);
  };
  toolbar
    .querySelectorAll(':scope > .ql-formats > button, :scope > .ql-formats > .ql-picker')
    .forEach((el) => {
      const key = CONTROL_TEXT[controlKey(el) ?? ''];
      if (!key) return;
      name(el.classList.contains('ql-picker') ? (el.querySelector('.ql-picker-label') ?? el) : el, text(key));
    });
  toolbar.querySelectorAll('.ql-header .ql-picker-item, .ql-size .ql-picker-item').forEach((el) => {
    const v = el.getAttribute('data-value');
    name(el, v ? (/^\d$/.test(v) ? text(`heading:${v}`) : text(v)) : text('normal'));
  });
}

/** CSS variables: the writing area's height, and the picker and link-box texts Quill draws with `content:`. */
function cssVariables(text: (key: string) => string, height: number): CSSProperties {
  const vars: Record<string, string> = { '--rte-height': `${height}px` };
  const put = (name: string, value: string) => (vars[`--rte-${name}`] = JSON.stringify(value));
  put('normal', text('normal'));
  LEVELS.forEach((l) => put(`h${l}`, text(`heading:${l}`)));
  SIZES.forEach((s) => put(s, text(s)));
  ['visitUrl', 'enterLink', 'editLink', 'removeLink', 'saveLink'].forEach((k) => put(k, text(k)));
  return vars;
}

interface TRichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** Height of the writing area (the toolbar above it takes what it needs). */
  height?: number;
}

/** A Quill rich-text editor in the interface language; images go to the annexpic upload (spec §5). Load it lazily. */
export function RichTextEditor({
  value,
  onChange,
  placeholder,
  height = 300,
}: TRichTextEditorProps): ReactNode {
  const { t, i18n } = useTranslation(RICH_TEXT_NS);
  const { message } = App.useApp();
  const ref = useRef<ReactQuill>(null);
  const text = useMemo(
    () => (key: string) => {
      const [k, level] = key.split(':');
      return t(k, { level });
    },
    [t],
  );
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
                void message.error(t('ui.imageInsertFailed', { ns: 'translation' }), 1.5);
              }
            };
            input.click();
          },
        },
      },
    }),
    [message, t],
  );
  useEffect(() => {
    const editor = ref.current?.getEditor();
    const toolbar = (editor?.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
    if (toolbar) labelToolbar(toolbar, text);
    editor?.root.parentElement
      ?.querySelector('.ql-tooltip input[data-link]')
      ?.setAttribute('data-link', 'https://');
  }, [text, i18n.language]);
  return (
    <div className="rich-text-editor" style={cssVariables(text, height)}>
      <ReactQuill
        ref={ref}
        theme="snow"
        value={value ?? ''}
        onChange={(html) => onChange?.(html)}
        modules={modules}
        placeholder={placeholder}
      />
    </div>
  );
}
