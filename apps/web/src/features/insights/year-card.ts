/** The year card: the headline figures as a PNG drawn in the browser, to keep or to share. */

export interface YearCardText {
  /** "2026", or "All time" in the language. */
  title: string;
  /** Label and value of each headline figure, already in the language. */
  figures: { label: string; value: string }[];
}

const WIDTH = 1080;
const HEIGHT = 1080;
// The brand's colours (the light theme's): a shared picture looks the same in every theme.
const PAPER = "#fbf8f3";
const INK = "#3b2a1e";
const BRAND = "#b45309";
const MUTED = "#7a6a5c";

/**
 * Draws the card: the brand, the year and up to six figures in a grid. Holds no address and no
 * photo: only what the text gives.
 */
export function drawYearCard(canvas: HTMLCanvasElement, { title, figures }: YearCardText): void {
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas 2D is not available");
  context.fillStyle = PAPER;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = BRAND;
  context.fillRect(0, 0, WIDTH, 16);
  context.textBaseline = "alphabetic";
  context.font = "600 44px system-ui, sans-serif";
  context.fillText("Bitelog", 80, 130);
  context.fillStyle = INK;
  context.font = "700 120px Georgia, serif";
  context.fillText(title, 80, 270, WIDTH - 160);

  const columnWidth = (WIDTH - 160) / 2;
  figures.slice(0, 6).forEach(({ label, value }, index) => {
    const x = 80 + (index % 2) * columnWidth;
    const y = 420 + Math.floor(index / 2) * 200;
    context.fillStyle = MUTED;
    context.font = "400 36px system-ui, sans-serif";
    context.fillText(label, x, y, columnWidth - 40);
    context.fillStyle = INK;
    context.font = "700 80px system-ui, sans-serif";
    context.fillText(value, x, y + 90, columnWidth - 40);
  });
}

/** The card as a PNG file. */
export async function yearCardFile(text: YearCardText, fileName: string): Promise<File> {
  const canvas = document.createElement("canvas");
  drawYearCard(canvas, text);
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, "image/png");
  });
  if (!blob) throw new Error("The card could not be drawn");
  return new File([blob], fileName, { type: "image/png" });
}

/** Saves a file through a link the browser downloads. */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  link.click();
  // The download has started from the link; the address is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** Whether the system share sheet takes this file. */
export function canShareFile(file: File): boolean {
  return typeof navigator.canShare === "function" && navigator.canShare({ files: [file] });
}
