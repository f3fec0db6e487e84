import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Toggles full screen; warns 不支持全屏 where the browser cannot (spec §5). */
export function FullScreenButton(): ReactNode {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [isFull, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = (): void => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = (): void => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('layout.fullScreenUnsupported'));
      return;
    }
    const action = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    action.catch(() => void message.warning(t('layout.fullScreenUnsupported')));
  };
  const label = isFull ? t('layout.exitFullScreen') : t('layout.fullScreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={isFull ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
