import { render } from '@testing-library/react';
import type { ChartData } from './chart-data';
import { BarList } from './BarList';
import { ColumnChart } from './ColumnChart';
import { LineChart } from './LineChart';

const months = Array.from({ length: 12 }, (_, i) => {
  const key = `2026-${String(i + 1).padStart(2, '0')}`;
  return { key, short: `M${i + 1}`, long: key };
});
const data: ChartData = {
  categories: months,
  series: [
    { key: 'invoiced', label: 'Invoiced', values: months.map((_, i) => i * 100) },
    { key: 'paid', label: 'Paid', values: months.map(() => 0) },
  ],
  format: String,
  tick: String,
};

const heights = (svg: Element, className: string) =>
  [...svg.querySelectorAll(`rect.${className}`)].map((rect) => Number(rect.getAttribute('height')));
const axisLabels = (svg: Element) =>
  [...svg.querySelectorAll('.visx-axis-bottom text')].map((text) => text.textContent);

describe('the charts', () => {
  it('draw a column per month and series, as tall as its value, every month labelled when there is room', () => {
    const { container } = render(<ColumnChart data={data} width={800} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '800');
    const invoiced = heights(svg, 'fill-navy-700');
    expect(invoiced).toHaveLength(12);
    expect(invoiced[0]).toBe(0);
    // Heights grow with the values, in proportion.
    expect(invoiced[10]! / invoiced[5]!).toBeCloseTo(2, 5);
    expect(heights(svg, 'fill-brass-700')).toEqual(Array(12).fill(0));
    expect(axisLabels(svg)).toEqual(months.map((month) => month.short));
  });

  it('label every other (or third) month on a phone, always the latest', () => {
    const { container } = render(<LineChart data={data} width={260} />);
    const labels = axisLabels(container.querySelector('svg')!);
    expect(labels.length).toBeLessThan(12);
    expect(labels.at(-1)).toBe('M12');
  });

  it('draw a bar per category with its value, the largest across the room left for it', () => {
    const areas: ChartData = {
      categories: ['Corporate Law', 'Family Law'].map((name) => ({
        key: name,
        short: name,
        long: name,
      })),
      series: [{ key: 'matters', label: 'Matters', values: [4, 1] }],
      format: String,
      tick: String,
    };
    const { container } = render(<BarList data={areas} width={300} />);
    const widths = [...container.querySelectorAll('rect')].map((rect) =>
      Number(rect.getAttribute('width')),
    );
    expect(widths[0]! / widths[1]!).toBeCloseTo(4, 5);
    expect(widths[0]).toBeLessThan(300);
    expect(container).toHaveTextContent('Corporate Law4Family Law1');
  });
});
