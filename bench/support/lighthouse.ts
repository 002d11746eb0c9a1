import lighthouse from "lighthouse";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

export interface MobileAudit {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The element Lighthouse took for the largest paint, as its markup starts. */
  lcpElement: string;
  /** The weighted audits that cost points, to say what a score below budget is made of. */
  missed: string[];
}

interface NodeDetails {
  items?: { items?: { node?: { snippet?: string } }[] }[];
}

/**
 * One Lighthouse run with its default mobile profile (a mid-range phone, simulated slow 4G, 4× slower
 * CPU) in the browser listening on `port`. Signed-in pages keep the session that browser holds; the
 * others are audited as a first visit.
 */
export async function mobileAudit(url: string, port: number, signedIn: boolean): Promise<MobileAudit> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const lcpNode = (audits["largest-contentful-paint-element"]?.details as NodeDetails | undefined)?.items?.[0]
    ?.items?.[0]?.node;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    lcpElement: lcpNode?.snippet?.slice(0, 60) ?? "",
    missed: CATEGORIES.flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${id}: ${ref.id}`),
    ),
  };
}
