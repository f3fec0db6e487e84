import type { GetRef, TreeSelect } from 'antd';
import { useCallback, useRef, useState, type RefObject } from 'react';

type TTreeSelectRef = GetRef<typeof TreeSelect>;

interface TTreePopupWidth {
  ref: RefObject<TTreeSelectRef | null>;
  onOpenChange: (isOpen: boolean) => void;
  popupMatchSelectWidth: number | true;
}

/**
 * Props that give a tree select's popup the width of its field, measured as laid out. antd measures the field's
 * on-screen box when the popup opens, and a field inside a dialog that still zooms in is scaled down then: its popup
 * came out a sliver wide (≈ 90 px) and kept that width. `offsetWidth` is the layout width, which a CSS transform
 * does not change, so it is read on every open and handed to antd as the popup's width.
 */
export function useTreePopupWidth(): TTreePopupWidth {
  const ref = useRef<TTreeSelectRef | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const onOpenChange = useCallback((isOpen: boolean) => {
    const measured = ref.current?.nativeElement.offsetWidth ?? 0;
    if (isOpen && measured > 0) setWidth(measured);
  }, []);
  return { ref, onOpenChange, popupMatchSelectWidth: width ?? true };
}
