import { Button } from 'antd';
import { useRef, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_NS } from './task-i18n.ts';

const WIDTH = 340;
const HEIGHT = 140;

/** A handwritten signature on a canvas; reports a PNG data URL after each stroke, null when cleared. */
export function SignaturePad({ onChange }: { onChange: (dataUrl: string | null) => void }): ReactNode {
  const { t } = useTranslation(TASK_NS);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const point = (e: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const box = e.currentTarget.getBoundingClientRect();
    return [((e.clientX - box.left) * WIDTH) / box.width, ((e.clientY - box.top) * HEIGHT) / box.height];
  };
  const down = (e: PointerEvent<HTMLCanvasElement>): void => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    drawing.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    ctx.lineWidth = 2;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#000';
    ctx.beginPath();
    ctx.moveTo(...point(e));
  };
  const move = (e: PointerEvent<HTMLCanvasElement>): void => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    ctx?.lineTo(...point(e));
    ctx?.stroke();
  };
  const up = (e: PointerEvent<HTMLCanvasElement>): void => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(e.currentTarget.toDataURL('image/png'));
  };
  const clear = (): void => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  };
  return (
    <div className="wft-sign">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t('signHint')}
        data-testid="signature-pad"
        className="wft-sign-canvas"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerLeave={up}
      />
      <Button size="small" onClick={clear}>
        {t('signClear')}
      </Button>
    </div>
  );
}
