import { TreeSelect, type GetRef, type TreeSelectProps } from 'antd';
import { useRef, useState, type ReactNode } from 'react';

/**
 * antd's TreeSelect, whose popup takes its field's laid-out width, read on every open: the one every tree select
 * of the product uses. antd measures the field's on-screen box when the popup opens, and a field inside a dialog
 * that still zooms in is scaled down then: its popup came out narrower (a sliver of ≈ 90 px at worst, the tree
 * wrapped out of reach) and kept that width. `offsetWidth` is the layout width, which a CSS transform does not change.
 */
export function FittedTreeSelect(props: TreeSelectProps): ReactNode {
  const ref = useRef<GetRef<typeof TreeSelect>>(null);
  const [width, setWidth] = useState<number | null>(null);
  const { onOpenChange } = props;
  return (
    <TreeSelect
      {...props}
      ref={ref}
      popupMatchSelectWidth={width ?? true}
      onOpenChange={(isOpen) => {
        const measured = ref.current?.nativeElement.offsetWidth ?? 0;
        if (isOpen && measured > 0) setWidth(measured);
        onOpenChange?.(isOpen);
      }}
    />
  );
}
