import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";

export interface ChartBar {
  key: string;
  label: string;
  value: number;
}

/**
 * A bar chart in the theme's colours (CSS variables, so it follows light and dark) with each bar's
 * figure written above it. Hidden from screen readers: the table beside it holds the same figures.
 */
export function InsightsBarChart({
  bars,
  name,
  format,
}: {
  bars: ChartBar[];
  /** Names the chart for the table of the same figures (data-chart / data-figures). */
  name: string;
  format: (value: number) => string;
}) {
  return (
    <div data-chart={name} aria-hidden className="h-56 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} margin={{ top: 20, right: 4, bottom: 0, left: 4 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={{ stroke: "var(--border)" }}
            tick={{ fill: "var(--muted-foreground)", fontSize: 12 }}
            interval="preserveStartEnd"
          />
          <YAxis hide allowDecimals={false} />
          <Bar dataKey="value" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false}>
            <LabelList
              dataKey="value"
              position="top"
              fill="var(--foreground)"
              fontSize={12}
              formatter={(value) => (typeof value === "number" ? format(value) : "")}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
