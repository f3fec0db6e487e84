import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../http.ts';
import { checkUploadFile, uploadUrl, type TUploadRules, type TUploadedFile } from './upload-rules.ts';

interface TFileUploadProps extends TUploadRules {
  value?: TUploadedFile[];
  onChange?: (files: TUploadedFile[]) => void;
  /** Upload kind; annex for files and annexpic for images by default (spec §9). */
  kind?: string;
  accept?: string;
}

function toUploadFiles(files: readonly TUploadedFile[]): UploadFile[] {
  return files.map((f) => ({ uid: f.fileId, name: f.name, url: f.url, status: 'done' }));
}

/** File or image upload with the size and count messages of spec §5; a failed upload drops the file. */
export function FileUpload(props: TFileUploadProps): ReactNode {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const files = props.value ?? [];
  const kind = props.kind ?? (props.isImage ? 'annexpic' : 'annex');
  const beforeUpload = (file: File): boolean => {
    const refusal = checkUploadFile(file, files.length, props);
    if (refusal) void message.error(refusal, 1.5);
    return !refusal;
  };
  const customRequest = async ({ file }: { file: string | Blob }): Promise<void> => {
    if (typeof file === 'string') return;
    try {
      const data = await http.upload<{ name: string; url: string; originalName?: string }>(
        uploadUrl(kind),
        file,
      );
      // JNPF's file item (contract §6): the shown name, the stored file as fileId, its url.
      const name = data.originalName || (file instanceof File ? file.name : data.name);
      props.onChange?.([...files, { name, fileId: data.name, url: data.url }]);
    } catch {
      // The http client showed the server's message for 1.5 s; the file is dropped.
    }
  };
  return (
    <Upload
      accept={props.accept ?? (props.isImage ? 'image/*' : undefined)}
      listType={props.isImage ? 'picture-card' : 'text'}
      fileList={toUploadFiles(files)}
      beforeUpload={beforeUpload}
      customRequest={(options) => void customRequest(options)}
      onRemove={(f) => props.onChange?.(files.filter((x) => x.fileId !== f.uid))}
    >
      {props.isImage ? (
        <button type="button" className="upload-card-button" aria-label={t('ui.uploadImage')}>
          <PlusOutlined />
        </button>
      ) : (
        <Button icon={<UploadOutlined />}>{t('ui.upload')}</Button>
      )}
    </Upload>
  );
}
