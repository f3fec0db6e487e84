import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useModelInfo } from '../api.ts';
import { FormDesigner } from '../designer/form-designer.tsx';

/** The form designer of model `id`, full screen (the model list's 设计, and a flow's form designed in place). */
export function DesignerModal({ id, onClose }: { id: string; onClose: () => void }): ReactNode {
  const info = useModelInfo(id);
  return (
    <Modal
      open
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      footer={null}
      closable={false}
    >
      <div style={{ height: 'calc(100vh - 48px)' }} data-testid="form-designer">
        {info.data ? <FormDesigner model={info.data} onClose={onClose} /> : null}
      </div>
    </Modal>
  );
}
