import { PictureOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../shared/ui/feedback.ts';
import { uploadImFile } from '../api.ts';
import { CHAT_NS } from '../chat-i18n.ts';
import { sendChatMessage } from '../chat-channel.ts';

const ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.mp3';

/** Width and height of a local image file (0 when it cannot be read). */
function imageSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const img = new Image();
    const src = URL.createObjectURL(file);
    const done = (width: number, height: number) => {
      URL.revokeObjectURL(src);
      resolve({ width, height });
    };
    img.onload = () => done(img.naturalWidth, img.naturalHeight);
    img.onerror = () => done(0, 0);
    img.src = src;
  });
}

/** Length of a local mp3 in whole seconds (0 when unknown). */
function audioLength(file: File): Promise<number> {
  return new Promise((resolve) => {
    const audio = new Audio();
    const src = URL.createObjectURL(file);
    const done = (s: number) => {
      URL.revokeObjectURL(src);
      resolve(Number.isFinite(s) ? Math.round(s) : 0);
    };
    audio.onloadedmetadata = () => done(audio.duration);
    audio.onerror = () => done(0);
    audio.src = src;
  });
}

/** Uploads one image or mp3 (spec §5: one file, images and .mp3; mp3 goes as voice) and sends it. */
export function UploadButton({ toUserId }: { toUserId: string }): ReactNode {
  const { t } = useTranslation(CHAT_NS);
  const sendFile = async (file: File): Promise<void> => {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!ACCEPT.split(',').includes(`.${ext}`)) return toastError(t('uploadFailed'));
    const uploaded = await uploadImFile(file);
    if (!uploaded) return toastError(t('uploadFailed'));
    if (ext === 'mp3') {
      const length = await audioLength(file);
      sendChatMessage({ toUserId, messageType: 'voice', messageContent: { name: uploaded.name, length } });
    } else {
      const size = await imageSize(file);
      sendChatMessage({ toUserId, messageType: 'image', messageContent: { name: uploaded.name, ...size } });
    }
  };
  return (
    <Upload
      accept={ACCEPT}
      maxCount={1}
      multiple={false}
      showUploadList={false}
      beforeUpload={(file) => {
        void sendFile(file);
        return false;
      }}
    >
      <Button type="text" aria-label={t('image')} title={t('image')} icon={<PictureOutlined />} />
    </Upload>
  );
}
