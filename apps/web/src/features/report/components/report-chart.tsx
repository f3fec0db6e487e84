import type { TReportChart, TReportChartData, TReportColumn } from '@app/contracts';
import { Card, Table } from 'antd';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef, type ReactNode } from 'react';

// Only the chart types a report offers (and the canvas renderer) go into the bundle.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** The ECharts option of one chart over its data (`titleOf` names a series by its column title). */
function chartOption(chart: TReportChart, data: TReportChartData, titleOf: (field: string) => string) {
  if (chart.type === 'pie') {
    const s = data.series[0];
    return {
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: titleOf(s?.field ?? ''),
          radius: ['35%', '65%'],
          data: data.categories.map((name, i) => ({ name, value: s?.data[i] ?? 0 })),
        },
      ],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 32, bottom: 32 },
    xAxis: { type: 'category', data: data.categories },
    yAxis: { type: 'value' },
    series: data.series.map((s) => ({ type: chart.type, name: titleOf(s.field), data: s.data })),
  };
}

/** One chart of a report: a bar, line or pie chart drawn by ECharts, or a table of the aggregated values. */
export function ReportChart({
  chart,
  data,
  columns,
}: {
  chart: TReportChart;
  data: TReportChartData;
  columns: readonly TReportColumn[];
}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const titleOf = (field: string) => columns.find((c) => c.field === field)?.title ?? field;
  const option = chart.type === 'table' ? null : chartOption(chart, data, titleOf);
  useEffect(() => {
    if (!ref.current || !option) return;
    const instance = echarts.getInstanceByDom(ref.current) ?? echarts.init(ref.current);
    instance.setOption(option, true);
    const onResize = () => instance.resize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  });
  useEffect(() => {
    const el = ref.current;
    return () => {
      if (el) echarts.getInstanceByDom(el)?.dispose();
    };
  }, []);
  const title = chart.title || titleOf(chart.x);
  if (chart.type === 'table') {
    const rows = data.categories.map((c, i) => ({
      key: `${i}`,
      x: c,
      ...Object.fromEntries(data.series.map((s) => [s.field, s.data[i]])),
    }));
    return (
      <Card size="small" title={title} data-testid="report-chart">
        <Table
          size="small"
          pagination={false}
          scroll={{ y: 240 }}
          dataSource={rows}
          columns={[
            { title: titleOf(chart.x), dataIndex: 'x' },
            ...data.series.map((s) => ({
              title: titleOf(s.field),
              dataIndex: s.field,
              align: 'right' as const,
            })),
          ]}
        />
      </Card>
    );
  }
  return (
    <Card size="small" title={title} data-testid="report-chart">
      <div ref={ref} style={{ width: '100%', height: 280 }} />
    </Card>
  );
}
