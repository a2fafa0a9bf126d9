import { CAPTURE_HEIGHT, CAPTURE_WIDTH } from '../../../../domain/signage';
import { clockDateFmt, clockTimeFmt } from './clock-format';

/**
 * A capture of what the screen shows (issue 32, ADR 0045): the current frame of the visible
 * <video> layer, or the card on screen (a notice, the agency card), drawn on a small 16:9 canvas,
 * with the clock drawn over it as the page draws it. Not a rendering of the DOM: the same texts
 * drawn with canvas 2D, close enough to tell what the elevator showed.
 */
export interface CaptureScene {
  /** The layer on screen when a video (an ad or a video notice) is showing. */
  video: HTMLVideoElement | null;
  /** Otherwise the card on screen (nothing yet: black). */
  card:
    | { kind: 'notice'; title: string; body: string; imageSrc: string | null }
    | { kind: 'agency'; storeUrl: string; qrSvgDataUrl: string }
    | null;
  now: Date;
}

const W = CAPTURE_WIDTH;
const H = CAPTURE_HEIGHT;
/** One hundredth of the stage's width: the page sizes its texts in cqw, so do we. */
const U = W / 100;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The JPEG of the scene; null when the browser cannot draw or encode it. */
export async function drawCapture(scene: CaptureScene): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, W, H);
  try {
    const c = scene.card;
    if (scene.video) {
      if (scene.video.readyState >= 2) drawContained(ctx, scene.video, scene.video.videoWidth, scene.video.videoHeight);
    } else if (c?.kind === 'notice' && c.imageSrc) await drawImage(ctx, c.imageSrc);
    else if (c?.kind === 'notice') drawNotice(ctx, c.title, c.body);
    else if (c?.kind === 'agency') await drawAgency(ctx, c.storeUrl, c.qrSvgDataUrl);
    drawClock(ctx, scene.now);
  } catch {
    // A frame that cannot be drawn leaves black; the clock still says when.
    drawClock(ctx, scene.now);
  }
  return new Promise<Blob | null>((resolve) => {
    try {
      canvas.toBlob((b) => resolve(b), 'image/jpeg', 0.7);
    } catch {
      resolve(null); // a tainted canvas: nothing to send
    }
  });
}

/** Letterboxed like `object-contain`. */
function drawContained(ctx: CanvasRenderingContext2D, source: CanvasImageSource, sw: number, sh: number): void {
  if (!sw || !sh) return;
  const scale = Math.min(W / sw, H / sh);
  const w = sw * scale;
  const h = sh * scale;
  ctx.drawImage(source, (W - w) / 2, (H - h) / 2, w, h);
}

async function loadImage(src: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = src;
  await img.decode();
  return img;
}

async function drawImage(ctx: CanvasRenderingContext2D, src: string): Promise<void> {
  const img = await loadImage(src);
  drawContained(ctx, img, img.naturalWidth, img.naturalHeight);
}

/** Words on lines no wider than `max`, at most `maxLines` (the last one ends in '…' when cut). */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (ctx.measureText(next).width <= max || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** The notice card: its label, title and text on the light background. */
function drawNotice(ctx: CanvasRenderingContext2D, title: string, body: string): void {
  const g = ctx.createLinearGradient(0, 0, W, H);
  g.addColorStop(0, '#f8fafc');
  g.addColorStop(1, '#f4f1ff');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  const x = 8 * U;
  ctx.textBaseline = 'top';
  ctx.font = `600 ${2 * U}px ${FONT}`;
  const titleFont = `800 ${5.5 * U}px ${FONT}`;
  const bodyFont = `400 ${2.6 * U}px ${FONT}`;
  ctx.font = titleFont;
  const titleLines = wrap(ctx, title, W - 16 * U, 2);
  ctx.font = bodyFont;
  const bodyLines = wrap(ctx, body, 75 * U, 6);
  const height = 2 * U + 2 * U + titleLines.length * 6 * U + 2.5 * U + bodyLines.length * 3.3 * U;
  let y = Math.max(4 * U, (H - height) / 2);
  ctx.fillStyle = '#501fbc';
  ctx.font = `600 ${2 * U}px ${FONT}`;
  ctx.fillText('AVISO DO CONDOMÍNIO', x, y);
  y += 4 * U;
  ctx.fillStyle = '#120d22';
  ctx.font = titleFont;
  for (const l of titleLines) {
    ctx.fillText(l, x, y);
    y += 6 * U;
  }
  y += 2.5 * U;
  ctx.fillStyle = '#334155';
  ctx.font = bodyFont;
  for (const l of bodyLines) {
    ctx.fillText(l, x, y);
    y += 3.3 * U;
  }
}

/** The agency card: 'Anuncie aqui', the store's address and its QR code. */
async function drawAgency(ctx: CanvasRenderingContext2D, storeUrl: string, qr: string): Promise<void> {
  const g = ctx.createLinearGradient(0, 0, W, H);
  g.addColorStop(0, '#120d22');
  g.addColorStop(0.5, '#2d1463');
  g.addColorStop(1, '#1e1537');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  const x = 8 * U;
  ctx.textBaseline = 'top';
  ctx.fillStyle = '#fff';
  ctx.font = `800 ${7 * U}px ${FONT}`;
  ctx.fillText('Anuncie aqui', x, 16 * U);
  ctx.fillStyle = '#e9e3ff';
  ctx.font = `400 ${2.2 * U}px ${FONT}`;
  wrap(
    ctx,
    'Sua marca nos painéis dos elevadores deste prédio. Aponte a câmera do celular para o código.',
    50 * U,
    3,
  ).forEach((l, i) => ctx.fillText(l, x, 26 * U + i * 3 * U));
  ctx.fillStyle = '#34d399';
  ctx.font = `600 ${2 * U}px ${FONT}`;
  ctx.fillText(storeUrl.replace(/^https?:\/\//, ''), x, 38 * U, 52 * U);
  if (qr) {
    const size = 24 * U;
    const pad = 1.5 * U;
    const qx = W - 8 * U - size - 2 * pad;
    const qy = (H - size - 2 * pad) / 2;
    ctx.fillStyle = '#fff';
    ctx.fillRect(qx, qy, size + 2 * pad, size + 2 * pad);
    ctx.drawImage(await loadImage(qr), qx + pad, qy + pad, size, size);
  }
}

/** The clock in the corner, as clock.tsx draws it. */
function drawClock(ctx: CanvasRenderingContext2D, now: Date): void {
  const time = clockTimeFmt.format(now);
  const raw = clockDateFmt.format(now);
  const date = raw.charAt(0).toUpperCase() + raw.slice(1);
  const timeFont = `700 ${3.2 * U}px ${FONT}`;
  const dateFont = `400 ${1.2 * U}px ${FONT}`;
  ctx.font = timeFont;
  const tw = ctx.measureText(time).width;
  ctx.font = dateFont;
  const dw = ctx.measureText(date).width;
  const padX = 1.4 * U;
  const padY = 0.8 * U;
  const w = Math.max(tw, dw) + 2 * padX;
  const h = padY + 3.2 * U + 0.4 * U + 1.2 * U + padY;
  const x = W - 2 * U - w;
  const y = H - 2 * U - h;
  ctx.fillStyle = 'rgba(0, 0, 0, 0.55)';
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, U);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'right';
  ctx.textBaseline = 'top';
  ctx.font = timeFont;
  ctx.fillText(time, x + w - padX, y + padY);
  ctx.globalAlpha = 0.85;
  ctx.font = dateFont;
  ctx.fillText(date, x + w - padX, y + padY + 3.6 * U);
  ctx.globalAlpha = 1;
  ctx.textAlign = 'left';
}
