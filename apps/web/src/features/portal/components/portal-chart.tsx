import type { TPortalChartType } from '@app/contracts';
import type { ReactNode } from 'react';
import { cellText } from './cell-text.ts';

/** The palette of bars, points and slices. */
const COLORS = ['#1677ff', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#13c2c2', '#eb2f96', '#fa8c16'];
/** The drawing's own coordinate box (it scales to its card). */
const W = 400;
const H = 220;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

/** A chart's points: the category names and their values. */
function chartPoints(rows: readonly Record<string, unknown>[], xField: string, yField: string) {
  return rows.map((r) => ({ name: cellText(r[xField]), value: Number(r[yField] ?? 0) || 0 }));
}

type TPoint = ReturnType<typeof chartPoints>[number];

function Axes({ max }: { max: number }): ReactNode {
  const ticks = [0, 0.5, 1].map((f) => ({ y: PAD.top + (1 - f) * (H - PAD.top - PAD.bottom), v: f * max }));
  return (
    <g fontSize={10} fill="#8c8c8c">
      {ticks.map((t) => (
        <g key={t.v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={t.y} y2={t.y} stroke="#f0f0f0" />
          <text x={PAD.left - 4} y={t.y + 3} textAnchor="end">
            {Math.round(t.v * 100) / 100}
          </text>
        </g>
      ))}
    </g>
  );
}

function BarsOrLine({ points, type }: { points: TPoint[]; type: 'bar' | 'line' }): ReactNode {
  const max = Math.max(1, ...points.map((p) => p.value));
  const band = (W - PAD.left - PAD.right) / Math.max(1, points.length);
  const yOf = (v: number) => PAD.top + (1 - Math.max(0, v) / max) * (H - PAD.top - PAD.bottom);
  const xOf = (i: number) => PAD.left + band * i + band / 2;
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${xOf(i)},${yOf(p.value)}`).join(' ');
  return (
    <>
      <Axes max={max} />
      {type === 'line' ? <path d={line} fill="none" stroke={COLORS[0]} strokeWidth={2} /> : null}
      {points.map((p, i) => (
        <g key={`${p.name}-${i}`}>
          <title>{`${p.name}: ${p.value}`}</title>
          {type === 'bar' ? (
            <rect
              x={xOf(i) - band * 0.3}
              y={yOf(p.value)}
              width={band * 0.6}
              height={H - PAD.bottom - yOf(p.value)}
              fill={COLORS[0]}
            />
          ) : (
            <circle cx={xOf(i)} cy={yOf(p.value)} r={3} fill={COLORS[0]} />
          )}
          <text x={xOf(i)} y={H - PAD.bottom + 14} fontSize={10} fill="#595959" textAnchor="middle">
            {p.name.slice(0, 8)}
          </text>
        </g>
      ))}
    </>
  );
}

function Pie({ points }: { points: TPoint[] }): ReactNode {
  const total = points.reduce((s, p) => s + Math.max(0, p.value), 0) || 1;
  const [cx, cy, r] = [W / 2 - 60, H / 2, Math.min(W, H) / 2 - 16];
  const sweeps = points.map((p) => (Math.max(0, p.value) / total) * Math.PI * 2);
  const starts = sweeps.map((_, i) => -Math.PI / 2 + sweeps.slice(0, i).reduce((a, b) => a + b, 0));
  return (
    <>
      {points.map((p, i) => {
        const sweep = sweeps[i];
        const [a0, a1] = [starts[i], starts[i] + sweep];
        const large = sweep > Math.PI ? 1 : 0;
        const d =
          sweep >= Math.PI * 2 - 1e-6
            ? `M${cx - r},${cy} a${r},${r} 0 1,0 ${2 * r},0 a${r},${r} 0 1,0 ${-2 * r},0`
            : `M${cx},${cy} L${cx + r * Math.cos(a0)},${cy + r * Math.sin(a0)} A${r},${r} 0 ${large},1 ${cx + r * Math.cos(a1)},${cy + r * Math.sin(a1)} Z`;
        const color = COLORS[i % COLORS.length];
        return (
          <g key={`${p.name}-${i}`}>
            <title>{`${p.name}: ${p.value}`}</title>
            <path d={d} fill={color} stroke="#fff" />
            <rect x={W - 120} y={16 + i * 16} width={10} height={10} fill={color} />
            <text x={W - 104} y={25 + i * 16} fontSize={11} fill="#595959">
              {p.name.slice(0, 10)}
            </text>
          </g>
        );
      })}
    </>
  );
}

/** A bar, line or pie chart of a card's rows, drawn as SVG that scales with its card (no chart library to load). */
export function PortalChart(props: {
  type: TPortalChartType;
  rows: readonly Record<string, unknown>[];
  xField: string;
  yField: string;
  label: string;
}): ReactNode {
  const points = chartPoints(props.rows, props.xField, props.yField).slice(0, 50);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={props.label}
      style={{ width: '100%', height: '100%', display: 'block' }}
    >
      {props.type === 'pie' ? <Pie points={points} /> : <BarsOrLine points={points} type={props.type} />}
    </svg>
  );
}
