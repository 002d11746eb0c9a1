import sharp from "sharp";

/** A small deterministic generator, so every run draws the same scene. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Objects with hard edges (plates, glasses, table edges), which cost bytes as in a real photo. */
function shapes(width: number, height: number, seed: number): Buffer {
  const next = random(seed);
  const items = Array.from({ length: 160 }, () => {
    const colour = `rgb(${Math.floor(next() * 256)},${Math.floor(next() * 256)},${Math.floor(next() * 256)})`;
    const [cx, cy] = [next() * width, next() * height];
    const [rx, ry] = [(0.01 + next() * 0.08) * width, (0.01 + next() * 0.08) * height];
    return `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="${colour}" fill-opacity="${(0.3 + next() * 0.6).toFixed(2)}"/>`;
  });
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${items.join("")}</svg>`,
  );
}

/**
 * A photo-like JPEG (no camera photos ship with the repository): smooth colour fields, objects
 * with hard edges, mid-scale texture and fine grain, layered as in a natural scene, so that it compresses about as a camera
 * picture does (a 12-megapixel one comes out at a few megabytes, like a phone's).
 */
export async function syntheticPhoto(width: number, height: number, seed = 1, quality = 90): Promise<Buffer> {
  const layer = async (scale: number, sigma: number, opacity: number) => {
    const small = await sharp({
      create: {
        width: Math.max(2, Math.round(width / scale)),
        height: Math.max(2, Math.round(height / scale)),
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    })
      .png()
      .toBuffer();
    const resized = await sharp(small)
      .resize(width, height, { kernel: "cubic" })
      .ensureAlpha(opacity)
      .png()
      .toBuffer();
    return { input: resized, blend: "over" as const };
  };
  const base = await sharp({
    create: {
      width: Math.round(width / 200),
      height: Math.round(height / 200),
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 70 },
    },
  })
    .png()
    .toBuffer();
  return sharp(await sharp(base).resize(width, height, { kernel: "cubic" }).png().toBuffer())
    .composite([
      await layer(24, 40, 0.5),
      { input: shapes(width, height, seed), blend: "over" },
      await layer(10, 60, 0.4),
      await layer(4, 50, 0.4),
      await layer(1, 30, 0.3),
    ])
    .jpeg({ quality })
    .toBuffer();
}
