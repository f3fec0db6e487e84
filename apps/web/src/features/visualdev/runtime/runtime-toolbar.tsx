import {
  DeleteOutlined,
  DownloadOutlined,
  PlusOutlined,
  PrinterOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { LIST_BUTTON_CODES, type TButtonCode, type TColumnData } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TToolbarButton } from '../../../shared/ui/list-page.tsx';
import { buttonLabel } from '../../../shared/ui/use-row-actions.tsx';
import { buttonValues } from './runtime-columns.ts';
import { RUNTIME_NS } from './runtime-i18n.ts';

/** Icons of the head buttons of a list design (btnsList values). */
const ICONS: Readonly<Record<string, ReactNode>> = {
  add: <PlusOutlined />,
  upload: <UploadOutlined />,
  download: <DownloadOutlined />,
  batchRemove: <DeleteOutlined />,
  print: <PrinterOutlined />,
};

/** The head buttons of the design, each needing its button code (print: the export's), in the design's order. */
export function useRuntimeToolbar(
  columnData: TColumnData,
  actions: Readonly<Record<string, () => void>>,
  isPreview: boolean,
): TToolbarButton[] {
  const { t } = useTranslation(RUNTIME_NS);
  if (isPreview) return [];
  return buttonValues(columnData.btnsList).flatMap((value) => {
    const code = (LIST_BUTTON_CODES as Readonly<Record<string, TButtonCode>>)[value];
    const onClick = actions[value];
    if (!code || !onClick || !(value in ICONS)) return [];
    return [
      {
        key: value,
        label: value === 'print' ? t('print') : buttonLabel(code),
        permission: code,
        icon: ICONS[value],
        isPrimary: value === 'add',
        isDanger: value === 'batchRemove',
        onClick,
      },
    ];
  });
}
