import world from "virtual:world-countries";

/**
 * The world's countries as SVG (Natural Earth, drawn at build time), those visited shaded in the
 * theme's brand colour, stronger with more visits. Hidden from screen readers: the countries' table
 * beside it holds the same figures. SVG, so it prints as drawn.
 */
export function WorldMap({ visits }: { visits: Map<string, number> }) {
  const most = Math.max(1, ...visits.values());
  return (
    <svg
      data-chart="countries"
      aria-hidden
      viewBox={`0 0 ${String(world.width)} ${String(world.height)}`}
      className="h-auto w-full"
    >
      {world.countries.map(({ code, d }, index) => {
        const count = code === null ? 0 : (visits.get(code) ?? 0);
        // At least a third of the colour, so a single visit still stands out from the land.
        const share = count === 0 ? 0 : Math.round(35 + (65 * count) / most);
        return (
          <path
            key={code ?? `unnamed-${String(index)}`}
            d={d}
            data-country={code ?? undefined}
            data-visits={count > 0 ? count : undefined}
            fill={
              share === 0
                ? "var(--muted)"
                : `color-mix(in oklch, var(--primary) ${String(share)}%, var(--muted))`
            }
            stroke="var(--border)"
            strokeWidth={0.5}
          />
        );
      })}
    </svg>
  );
}
