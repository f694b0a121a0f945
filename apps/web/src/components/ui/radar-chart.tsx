import { cn } from '../../lib/cn.ts';

export type RadarAxis = {
  key: string;
  label: string;
  value: number;
  /** The value as shown beside its label (formatted for the interface language). */
  valueText: string;
};

type RadarChartProps = {
  /** The accessible name: what the chart shows, values included (the SVG itself is one image). */
  label: string;
  /** Three or more axes, clockwise from the top. */
  axes: readonly RadarAxis[];
  max: number;
  /** Concentric guide rings (each a `max / rings` step). */
  rings?: number;
  className?: string;
};

const WIDTH = 360;
const HEIGHT = 300;
const CENTER_X = WIDTH / 2;
const CENTER_Y = HEIGHT / 2;
const RADIUS = 80;
const LABEL_GAP = 14;
const LINE_HEIGHT = 15;
/** Labels longer than this wrap at a space onto a second line (CJK labels are short enough). */
const WRAP_AT = 12;

function point(index: number, count: number, distance: number): [number, number] {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
  return [CENTER_X + distance * Math.cos(angle), CENTER_Y + distance * Math.sin(angle)];
}

function polygon(points: readonly [number, number][]): string {
  return points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

/** Splits a long label at the space nearest its middle. */
export function wrapLabel(label: string): string[] {
  if (label.length <= WRAP_AT) return [label];
  const middle = label.length / 2;
  let best = -1;
  for (let index = label.indexOf(' '); index !== -1; index = label.indexOf(' ', index + 1)) {
    if (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
  }
  return best === -1 ? [label] : [label.slice(0, best), label.slice(best + 1)];
}

/**
 * A radar (spider) chart in plain SVG: one polygon of values over guide rings. It is a single
 * image to assistive technology, named by `label`; show the same numbers as text beside it.
 */
export function RadarChart({ label, axes, max, rings = 5, className }: RadarChartProps) {
  const count = axes.length;
  const clamp = (value: number) => Math.min(max, Math.max(0, value));
  const ringPolygons = Array.from({ length: rings }, (_, ring) =>
    polygon(axes.map((_, index) => point(index, count, (RADIUS * (ring + 1)) / rings))),
  );
  const valuePoints = axes.map((axis, index) =>
    point(index, count, max > 0 ? (RADIUS * clamp(axis.value)) / max : 0),
  );

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={cn('h-auto w-full [print-color-adjust:exact]', className)}
    >
      <g className="fill-none stroke-zinc-200 print:stroke-zinc-400" strokeWidth={1}>
        {ringPolygons.map((points) => (
          <polygon key={points} points={points} />
        ))}
        {axes.map((axis, index) => {
          const [x, y] = point(index, count, RADIUS);
          return <line key={axis.key} x1={CENTER_X} y1={CENTER_Y} x2={x} y2={y} />;
        })}
      </g>
      <polygon
        points={polygon(valuePoints)}
        className="fill-indigo-500/20 stroke-indigo-600 print:fill-zinc-400/30 print:stroke-black"
        strokeWidth={2}
        strokeLinejoin="round"
      />
      {valuePoints.map(([x, y], index) => (
        <circle
          key={axes[index]?.key}
          cx={x}
          cy={y}
          r={3.5}
          className="fill-indigo-600 print:fill-black"
        />
      ))}
      {axes.map((axis, index) => {
        const [x, y] = point(index, count, RADIUS + LABEL_GAP);
        const dx = x - CENTER_X;
        const dy = y - CENTER_Y;
        const anchor = Math.abs(dx) < 10 ? 'middle' : dx > 0 ? 'start' : 'end';
        const lines = [...wrapLabel(axis.label), axis.valueText];
        const block = (lines.length - 1) * LINE_HEIGHT;
        const top = dy < -RADIUS / 2 ? y - 4 - block : dy > RADIUS / 2 ? y + 10 : y + 4 - block / 2;
        return (
          <text key={axis.key} x={x} y={top} textAnchor={anchor} fontSize={13}>
            {lines.map((line, lineIndex) => (
              <tspan
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label, in order
                key={lineIndex}
                x={x}
                dy={lineIndex === 0 ? 0 : LINE_HEIGHT}
                className={
                  lineIndex === lines.length - 1
                    ? 'fill-zinc-900 font-semibold print:fill-black'
                    : 'fill-zinc-600 print:fill-black'
                }
              >
                {line}
              </tspan>
            ))}
          </text>
        );
      })}
    </svg>
  );
}
