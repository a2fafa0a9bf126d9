/**
 * Demo photos of the demo buildings: a residential tower drawn as SVG from a seed (no network, no
 * stock photos), different per building (height, colours, balconies, sky, time of day), so the
 * demo store looks like the product will. Deterministic: the same seed draws the same building.
 */
export const FACADE_WIDTH = 960;
export const FACADE_HEIGHT = 640;

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable number from a text (the building's name or id). */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const skies = [
  { top: '#1d4ed8', bottom: '#93c5fd', sun: '#fde68a', night: false }, // clear day
  { top: '#7c3aed', bottom: '#fdba74', sun: '#fef3c7', night: false }, // sunset
  { top: '#0f172a', bottom: '#3b2f6b', sun: '#e2e8f0', night: true }, // night
  { top: '#0369a1', bottom: '#bae6fd', sun: '#fef9c3', night: false }, // morning
] as const;
const walls = ['#e7e5e4', '#f5f5f4', '#d6d3d1', '#fde8d7', '#e2e8f0', '#cbd5e1', '#ede9fe', '#fef3c7'] as const;
const accents = ['#7c3aed', '#0f766e', '#b45309', '#1e40af', '#be123c', '#334155'] as const;
const glass = ['#60a5fa', '#93c5fd', '#5eead4', '#a5b4fc'] as const;

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

export function facadeSvg(seed: number): string {
  const rand = rng(seed);
  const W = FACADE_WIDTH;
  const H = FACADE_HEIGHT;
  const sky = pick(rand, skies);
  const wall = pick(rand, walls);
  const accent = pick(rand, accents);
  const pane = sky.night ? '#fcd34d' : pick(rand, glass);
  const ground = H - 70;
  const floors = 9 + Math.floor(rand() * 8);
  const cols = 4 + Math.floor(rand() * 3);
  const floorH = Math.min(48, (ground - 60) / floors);
  const towerW = 300 + cols * 30;
  const towerX = Math.round(W / 2 - towerW / 2 + (rand() - 0.5) * 160);
  const towerTop = ground - floors * floorH - 20;
  const balconies = rand() < 0.6;

  let body = `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${Math.round(120 + rand() * 720)}" cy="${Math.round(70 + rand() * 60)}" r="${sky.night ? 26 : 40}" fill="${sky.sun}" opacity=".9"/>`;

  // Neighbours behind, darker.
  for (let x = -20; x < W; ) {
    const w = 90 + Math.floor(rand() * 110);
    const h = 140 + Math.floor(rand() * 220);
    body += `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${sky.night ? '#1e1b4b' : '#64748b'}" opacity="${sky.night ? 0.9 : 0.45}"/>`;
    x += w + 6 + Math.floor(rand() * 30);
  }

  // The tower: wall, side shade, roof, a vertical accent band.
  body += `<rect x="${towerX}" y="${towerTop}" width="${towerW}" height="${ground - towerTop}" fill="${wall}"/>`;
  body += `<rect x="${towerX + towerW - 60}" y="${towerTop}" width="60" height="${ground - towerTop}" fill="url(#shade)"/>`;
  body += `<rect x="${towerX - 8}" y="${towerTop - 14}" width="${towerW + 16}" height="16" rx="3" fill="${accent}"/>`;
  body += `<rect x="${towerX + towerW / 2 - 45}" y="${towerTop - 44}" width="90" height="32" fill="${wall}" stroke="${accent}" stroke-width="3"/>`;
  const bandX = towerX + Math.floor(rand() * (towerW - 40));
  body += `<rect x="${bandX}" y="${towerTop}" width="26" height="${ground - towerTop - 60}" fill="${accent}" opacity=".85"/>`;

  const cellW = (towerW - 40) / cols;
  for (let f = 0; f < floors; f++) {
    const y = towerTop + 16 + f * floorH;
    for (let c = 0; c < cols; c++) {
      const x = towerX + 20 + c * cellW;
      const lit = sky.night ? rand() < 0.55 : true;
      body += `<rect x="${(x + 6).toFixed(1)}" y="${y.toFixed(1)}" width="${(cellW - 12).toFixed(1)}" height="${(floorH * 0.58).toFixed(1)}" rx="2" fill="${lit ? pane : '#334155'}" opacity="${sky.night ? (lit ? 0.95 : 0.8) : 0.85}"/>`;
      if (!sky.night && rand() < 0.4) {
        body += `<rect x="${(x + 6).toFixed(1)}" y="${y.toFixed(1)}" width="${((cellW - 12) / 2).toFixed(1)}" height="${(floorH * 0.58).toFixed(1)}" fill="#fff" opacity=".25"/>`;
      }
    }
    if (balconies && f < floors - 1) {
      body += `<rect x="${towerX + 14}" y="${(y + floorH * 0.62).toFixed(1)}" width="${towerW - 28}" height="5" fill="${accent}" opacity=".7"/>`;
    }
  }

  // Entrance, pavement, trees.
  const doorX = towerX + towerW / 2 - 50;
  body += `<rect x="${doorX}" y="${ground - 62}" width="100" height="62" fill="#1f2937"/>`;
  body += `<rect x="${doorX - 20}" y="${ground - 70}" width="140" height="10" fill="${accent}"/>`;
  body += `<rect x="${doorX + 8}" y="${ground - 54}" width="38" height="54" fill="${pane}" opacity=".6"/><rect x="${doorX + 54}" y="${ground - 54}" width="38" height="54" fill="${pane}" opacity=".6"/>`;
  body += `<rect y="${ground}" width="${W}" height="${H - ground}" fill="${sky.night ? '#111827' : '#9ca3af'}"/>`;
  body += `<rect y="${ground}" width="${W}" height="8" fill="${sky.night ? '#374151' : '#d1d5db'}"/>`;
  for (let i = 0; i < 4; i++) {
    let tx = Math.round(40 + rand() * (W - 80));
    // Never in front of the entrance.
    if (tx > doorX - 60 && tx < doorX + 160) tx = tx < doorX + 50 ? doorX - 60 : doorX + 160;
    const r = 26 + Math.round(rand() * 20);
    body += `<rect x="${tx - 4}" y="${ground - 30}" width="8" height="34" fill="#78350f"/><circle cx="${tx}" cy="${ground - 30 - r * 0.6}" r="${r}" fill="${sky.night ? '#14532d' : '#16a34a'}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>`;
}
