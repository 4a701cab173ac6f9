// The income chart's drawing, in a chunk of its own: IncomeChart imports it with `import()` once a chart is
// shown, so uPlot (about 22 KB gzip) is never in a route's first JavaScript nor in the home page.
import uPlot from 'uplot';

/** What the chart shows: one bar per period, oldest first, and the net deposits as dots. */
export interface IncomeChartInput {
  /** Each period's name on the axis. */
  labels: readonly string[];
  /** Each period's net result (payout minus stake), in minor units. */
  net: readonly number[];
  /** Each period's net deposits (deposits minus withdrawals), in minor units. */
  netDeposit: readonly number[];
  /** Right to left: the oldest period at the right, the amounts' axis on the right, as the page reads. */
  rtl: boolean;
  /** An amount's text on the amounts' axis. */
  formatAmount: (amountMinor: number) => string;
  /** The theme's variables to draw with (`var(--portal-color-positive)`...), read where the chart is drawn. */
  tokens: IncomeChartTokens;
}

export interface IncomeChartTokens {
  /** A period won: its bar. */
  won: string;
  /** A period lost: its bar. */
  lost: string;
  /** The net deposits' dots. */
  netDeposit: string;
  /** Under the dots' rims: the chart's background. */
  surface: string;
  /** The axes' text. */
  text: string;
  /** The grid and the ticks. */
  grid: string;
  /** The zero line the bars stand on. */
  zero: string;
}

export interface IncomeChartSize {
  width: number;
  height: number;
}

export interface IncomeChartHandle {
  resize: (size: IncomeChartSize) => void;
  destroy: () => void;
}

/** A theme token's value where the chart is drawn (`var(--portal-color-positive)` -> its colour). */
const tokenReader = (element: Element) => (token: string) =>
  getComputedStyle(element).getPropertyValue(token.slice(4, -1)).trim();

/** The y range: zero always on it (bars stand on it), with a little room above and below the bars. */
function amountRange(_u: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax {
  const low = Math.min(0, min ?? 0);
  const high = Math.max(0, max ?? 0);
  if (low === high) return [-100, 100];
  const room = (high - low) * 0.08;
  return [low < 0 ? low - room : 0, high > 0 ? high + room : 0];
}

/** The amounts' axis as wide as its longest tick text (the uPlot recipe), so no amount is cut. */
function axisWidth(u: uPlot, values: string[], axisIndex: number, cycle: number): number {
  const axis = u.axes[axisIndex];
  if (!axis) return 48;
  const sized = (axis as uPlot.Axis & { _size?: number })._size;
  if (cycle > 1 && sized) return sized;
  // uPlot's types say string[]; it passes null before the first ticks are known.
  const longest = ((values as string[] | null) ?? []).reduce(
    (found, value) => (value.length > found.length ? value : found),
    '',
  );
  // uPlot keeps an axis's font as [font, size, css size] once drawn.
  const font: unknown = axis.font;
  u.ctx.font = Array.isArray(font) ? String(font[0]) : String(font ?? '');
  const text = longest ? u.ctx.measureText(longest).width / devicePixelRatio : 0;
  return Math.ceil(text + (axis.gap ?? 5) * 2 + 4);
}

/**
 * Draws the chart into `element`. Every colour and the font are the theme's, read from the page where
 * the chart is drawn (at each draw, so the theme's values are the ones in force); the caller resizes it.
 * Throws where the browser cannot draw (no canvas): the caller shows the table instead.
 */
export function drawIncomeChart(
  element: HTMLElement,
  input: IncomeChartInput,
  size: IncomeChartSize,
): IncomeChartHandle {
  if (!document.createElement('canvas').getContext('2d')) throw new Error('This browser cannot draw charts.');
  const token = tokenReader(element);
  const style = getComputedStyle(element);
  const font = `${Math.round(parseFloat(style.fontSize) || 12)}px ${style.fontFamily || 'sans-serif'}`;
  const count = input.net.length;
  const xs = Array.from({ length: count }, (_, index) => index);
  const won = input.net.map((amount) => (amount > 0 ? amount : null));
  const lost = input.net.map((amount) => (amount < 0 ? amount : null));
  const bars = uPlot.paths.bars?.({ size: [0.7, 40], radius: 0.15 });
  const { tokens } = input;
  const muted = () => token(tokens.text);
  const border = () => token(tokens.grid);

  const options: uPlot.Options = {
    ...size,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      // The periods by index: a whole period per step, half a step of room at each end for the bars.
      x: { time: false, dir: input.rtl ? -1 : 1, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { range: amountRange },
    },
    axes: [
      {
        stroke: muted,
        font,
        grid: { show: false },
        ticks: { stroke: border, size: 4 },
        space: 56,
        incrs: [1, 2, 3, 4, 5, 7, 10, 14, 15, 20, 30, 50, 100, 200],
        values: (_u, splits) =>
          splits.map((split) => (Number.isInteger(split) ? (input.labels[split] ?? '') : '')),
      },
      {
        side: input.rtl ? 1 : 3,
        stroke: muted,
        font,
        grid: { stroke: border, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map((split) => input.formatAmount(split)),
        size: axisWidth,
      },
    ],
    series: [
      {},
      { fill: () => token(tokens.won), width: 0, paths: bars, points: { show: false } },
      { fill: () => token(tokens.lost), width: 0, paths: bars, points: { show: false } },
      {
        // A dot where money moved: a day's deposits and withdrawals are not a curve to join.
        stroke: () => token(tokens.netDeposit),
        width: 0,
        paths: () => null,
        points: {
          show: true,
          size: 9,
          width: 2,
          stroke: () => token(tokens.surface),
          fill: () => token(tokens.netDeposit),
        },
      },
    ],
    hooks: {
      // The zero line the bars stand on, stronger than the grid.
      draw: [
        (u) => {
          const y = Math.round(u.valToPos(0, 'y', true));
          const { ctx } = u;
          ctx.save();
          ctx.strokeStyle = token(tokens.zero);
          ctx.lineWidth = Math.max(1, devicePixelRatio);
          ctx.beginPath();
          ctx.moveTo(u.bbox.left, y);
          ctx.lineTo(u.bbox.left + u.bbox.width, y);
          ctx.stroke();
          ctx.restore();
        },
      ],
    },
  };

  const moved = input.netDeposit.map((amount) => (amount === 0 ? null : amount));
  const chart = new uPlot(options, [xs, won, lost, moved], element);
  return {
    resize: (next) => chart.setSize(next),
    destroy: () => chart.destroy(),
  };
}
