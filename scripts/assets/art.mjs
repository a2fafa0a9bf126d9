// Illustrations of the public pages, drawn as SVG for this project (see web/public/CREDITS.md).
// Palette of web/styles/app.css: dark ink, violet brand, emerald accent. Deterministic: a seeded
// random generator, so running make-public-assets.mjs again gives the same files.

export const C = {
  ink900: '#120d22',
  ink800: '#1e1537',
  ink700: '#2b2148',
  b100: '#e9e3ff',
  b200: '#d4c9ff',
  b300: '#b39dff',
  b400: '#9069ff',
  b500: '#7440f5',
  b600: '#6127e0',
  b700: '#501fbc',
  b800: '#3f1a92',
  b900: '#2d1463',
  a300: '#6ee7b7',
  a400: '#34d399',
  a500: '#10b981',
  a700: '#047857',
  warm: '#fcd34d',
  rose: '#f0abfc',
};

export const FONT = "font-family=\"DejaVu Sans, Liberation Sans, Arial, sans-serif\"";

/** mulberry32: small seeded PRNG. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

const svg = (w, h, body, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"${
    label ? ` role="img" aria-label="${label}"` : ''
  }>${body}</svg>\n`;

/** A row of buildings with a few lit windows. Returns SVG. */
export function skyline({ seed, x0 = 0, width, base, minH, maxH, fill, windowColors, lit = 0.35, winOpacity = 0.9, twinkle }) {
  const rand = rng(seed);
  let x = x0;
  let out = '';
  let i = 0;
  while (x < x0 + width) {
    const w = 40 + Math.floor(rand() * 60);
    const h = minH + Math.floor(rand() * (maxH - minH));
    const y = base - h;
    out += `<rect x="${x}" y="${y}" width="${w}" height="${h + 2}" fill="${fill}"/>`;
    if (rand() < 0.3) out += `<rect x="${x + w / 2 - 1}" y="${y - 14}" width="2" height="14" fill="${fill}"/>`;
    const cols = Math.max(2, Math.floor((w - 8) / 11));
    const rows = Math.floor((h - 12) / 14);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const on = rand();
        const phase = rand();
        const color = windowColors[Math.floor(rand() * windowColors.length)];
        let op = on < lit ? winOpacity : 0;
        if (twinkle && on < lit + 0.15) op = twinkle(phase, i) * winOpacity;
        i++;
        if (op > 0.02) {
          out += `<rect x="${x + 6 + c * 11}" y="${y + 8 + r * 14}" width="5" height="7" fill="${color}" opacity="${r1(op * 100) / 100}"/>`;
        }
      }
    }
    x += w + 2 + Math.floor(rand() * 8);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Marketing

export function marketingHero() {
  const cx = 280;
  const cy = 240;
  const letters = ['T', 'A', 'C', 'O', 'H'];
  const nodes = letters.map((l, i) => {
    const ang = (-90 + i * 72) * (Math.PI / 180);
    return { l, x: r1(cx + Math.cos(ang) * 170), y: r1(cy + Math.sin(ang) * 170) };
  });
  const body = `
<defs>
  <radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${C.b500}" stop-opacity=".55"/><stop offset="1" stop-color="${C.b500}" stop-opacity="0"/></radialGradient>
  <linearGradient id="core" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.b400}"/><stop offset="1" stop-color="${C.a400}"/></linearGradient>
  <linearGradient id="line" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${C.a400}" stop-opacity="0"/><stop offset=".4" stop-color="${C.a400}"/><stop offset="1" stop-color="${C.a300}"/></linearGradient>
  <linearGradient id="card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.ink700}"/><stop offset="1" stop-color="${C.ink800}"/></linearGradient>
</defs>
<circle cx="${cx}" cy="${cy}" r="230" fill="url(#glow)"/>
<circle cx="${cx}" cy="${cy}" r="210" fill="none" stroke="${C.b400}" stroke-opacity=".15"/>
<circle cx="${cx}" cy="${cy}" r="170" fill="none" stroke="${C.b300}" stroke-opacity=".35" stroke-dasharray="4 8"/>
<circle cx="${cx}" cy="${cy}" r="110" fill="none" stroke="${C.b400}" stroke-opacity=".25"/>
${nodes.map((n) => `<line x1="${cx}" y1="${cy}" x2="${n.x}" y2="${n.y}" stroke="${C.b300}" stroke-opacity=".25"/>`).join('')}
<path d="M40 440 C 150 420, 200 360, 260 300 S 400 150, 520 60" fill="none" stroke="url(#line)" stroke-width="5" stroke-linecap="round"/>
<path d="M506 56 L526 54 L520 74" fill="none" stroke="${C.a300}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="${cx}" cy="${cy}" r="58" fill="url(#core)"/>
<circle cx="${cx}" cy="${cy}" r="70" fill="none" stroke="${C.a400}" stroke-opacity=".4" stroke-width="2"/>
<g fill="#fff">
  <path d="M${cx - 26} ${cy - 8} L${cx - 12} ${cy - 26} L${cx + 12} ${cy - 26} L${cx + 26} ${cy - 8} L${cx} ${cy + 28} Z" fill-opacity=".95"/>
  <path d="M${cx - 26} ${cy - 8} L${cx + 26} ${cy - 8} M${cx - 12} ${cy - 26} L${cx - 6} ${cy - 8} L${cx} ${cy + 28} L${cx + 6} ${cy - 8} L${cx + 12} ${cy - 26}" stroke="${C.b600}" stroke-width="2" fill="none" stroke-linejoin="round"/>
</g>
${nodes
  .map(
    (n) => `<g><circle cx="${n.x}" cy="${n.y}" r="27" fill="${C.ink800}" stroke="${C.b400}" stroke-width="2"/>
<text x="${n.x}" y="${r1(n.y + 8)}" text-anchor="middle" ${FONT} font-size="22" font-weight="700" fill="#fff">${n.l}</text></g>`,
  )
  .join('')}
<g transform="translate(214 398)">
  <rect width="140" height="76" rx="14" fill="url(#card)" stroke="${C.b400}" stroke-opacity=".4"/>
  <text x="14" y="28" ${FONT} font-size="19" font-weight="700" fill="${C.a400}">+320%</text>
  <text x="14" y="45" ${FONT} font-size="10" fill="${C.b200}">vendas on-line</text>
  ${[14, 20, 27, 35, 44].map((h, i) => `<rect x="${92 + i * 8}" y="${62 - h}" width="5" height="${h}" rx="2" fill="${i === 4 ? C.a400 : C.b500}"/>`).join('')}
  <rect x="14" y="56" width="64" height="6" rx="3" fill="${C.b300}" fill-opacity=".35"/>
</g>
<g transform="translate(12 52)">
  <rect width="140" height="78" rx="14" fill="url(#card)" stroke="${C.b400}" stroke-opacity=".4"/>
  <circle cx="24" cy="26" r="9" fill="${C.b500}"/>
  <rect x="40" y="20" width="70" height="6" rx="3" fill="${C.b200}" fill-opacity=".8"/>
  <rect x="40" y="30" width="46" height="5" rx="2.5" fill="${C.b300}" fill-opacity=".5"/>
  <path d="M16 64 L40 56 L60 60 L84 46 L104 50 L124 38" fill="none" stroke="${C.a400}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
</g>`;
  return svg(560, 480, body);
}

export function marketingTransform() {
  const rand = rng(7);
  let pebbles = '';
  for (let i = 0; i < 9; i++) {
    const x = 30 + rand() * 120;
    const y = 90 + rand() * 180;
    const s = 10 + rand() * 18;
    pebbles += `<path d="M${r1(x)} ${r1(y)} l${r1(s)} ${r1(-s * 0.4)} l${r1(s * 0.5)} ${r1(s)} l${r1(-s * 0.9)} ${r1(s * 0.5)} Z" fill="${C.b100}" fill-opacity="${r1(0.12 + rand() * 0.18)}" stroke="${C.b200}" stroke-opacity=".35"/>`;
  }
  const raysIn = [110, 150, 190, 230, 260]
    .map((y) => `<line x1="150" y1="${y}" x2="262" y2="180" stroke="${C.b100}" stroke-opacity=".3" stroke-width="2"/>`)
    .join('');
  const outs = [
    { y: 70, c: C.b400 },
    { y: 180, c: C.a400 },
    { y: 290, c: C.b300 },
  ];
  const raysOut = outs
    .map((o) => `<path d="M318 180 L400 ${o.y}" stroke="${o.c}" stroke-width="4" stroke-linecap="round" opacity=".9"/>`)
    .join('');
  const cards = `
<g transform="translate(400 34)"><rect width="140" height="72" rx="12" fill="${C.ink800}" stroke="${C.b400}"/>
  <rect x="14" y="14" width="40" height="44" rx="8" fill="${C.b500}"/><path d="M28 26 L44 36 L28 46 Z" fill="#fff"/>
  <rect x="64" y="18" width="60" height="7" rx="3.5" fill="${C.b200}"/><rect x="64" y="32" width="46" height="6" rx="3" fill="${C.b300}" fill-opacity=".6"/><rect x="64" y="44" width="52" height="6" rx="3" fill="${C.b300}" fill-opacity=".6"/></g>
<g transform="translate(400 144)"><rect width="140" height="72" rx="12" fill="${C.ink800}" stroke="${C.a400}"/>
  ${[14, 22, 30, 42].map((h, i) => `<rect x="${16 + i * 18}" y="${58 - h}" width="12" height="${h}" rx="3" fill="${i === 3 ? C.a400 : C.a700}"/>`).join('')}
  <rect x="94" y="18" width="32" height="7" rx="3.5" fill="${C.a300}"/><rect x="94" y="32" width="24" height="6" rx="3" fill="${C.a300}" fill-opacity=".6"/></g>
<g transform="translate(400 254)"><rect width="140" height="72" rx="12" fill="${C.ink800}" stroke="${C.b300}"/>
  <circle cx="34" cy="36" r="18" fill="none" stroke="${C.b300}" stroke-width="6"/><path d="M34 18 A18 18 0 0 1 52 36" fill="none" stroke="${C.a400}" stroke-width="6"/>
  <rect x="64" y="22" width="60" height="7" rx="3.5" fill="${C.b200}"/><rect x="64" y="36" width="40" height="6" rx="3" fill="${C.b300}" fill-opacity=".6"/></g>`;
  const body = `
<defs>
  <linearGradient id="prism" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.b300}"/><stop offset=".5" stop-color="${C.b500}"/><stop offset="1" stop-color="${C.a500}"/></linearGradient>
  <radialGradient id="halo"><stop offset="0" stop-color="${C.b400}" stop-opacity=".5"/><stop offset="1" stop-color="${C.b400}" stop-opacity="0"/></radialGradient>
</defs>
${pebbles}${raysIn}${raysOut}
<circle cx="290" cy="180" r="90" fill="url(#halo)"/>
<path d="M290 120 L330 180 L290 240 L250 180 Z" fill="url(#prism)"/>
<path d="M290 120 L300 180 L290 240 M250 180 L330 180" stroke="#fff" stroke-opacity=".5" fill="none"/>
${cards}`;
  return svg(560, 360, body);
}

// ---------------------------------------------------------------------------------------------
// Produtora

export function producerHero() {
  const body = `
<defs>
  <radialGradient id="glow"><stop offset="0" stop-color="${C.b500}" stop-opacity=".5"/><stop offset="1" stop-color="${C.b500}" stop-opacity="0"/></radialGradient>
  <linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a2d5e"/><stop offset="1" stop-color="${C.ink800}"/></linearGradient>
  <radialGradient id="lens" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="${C.b300}"/><stop offset=".35" stop-color="${C.b600}"/><stop offset=".7" stop-color="${C.b900}"/><stop offset="1" stop-color="${C.ink900}"/></radialGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.a400}" stop-opacity=".45"/><stop offset="1" stop-color="${C.a400}" stop-opacity="0"/></linearGradient>
</defs>
<circle cx="290" cy="250" r="230" fill="url(#glow)"/>
<g opacity=".55" transform="rotate(-14 280 90)">
  <rect x="40" y="60" width="480" height="60" rx="6" fill="${C.ink700}"/>
  ${Array.from({ length: 16 }, (_, i) => `<rect x="${50 + i * 29.5}" y="66" width="14" height="8" rx="2" fill="${C.ink900}"/><rect x="${50 + i * 29.5}" y="106" width="14" height="8" rx="2" fill="${C.ink900}"/>`).join('')}
  ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${56 + i * 78}" y="78" width="66" height="24" rx="3" fill="${i % 2 ? C.b700 : C.b800}"/>`).join('')}
</g>
<path d="M170 260 L20 190 L20 400 Z" fill="url(#beam)" transform="scale(-1 1) translate(-560 0)"/>
<g transform="translate(150 170)">
  <rect x="30" y="-34" width="120" height="22" rx="8" fill="${C.ink700}"/>
  <rect x="60" y="-48" width="60" height="18" rx="6" fill="${C.ink700}"/>
  <rect x="0" y="0" width="220" height="150" rx="22" fill="url(#body)" stroke="${C.b400}" stroke-opacity=".5"/>
  <rect x="18" y="18" width="56" height="34" rx="6" fill="${C.ink900}" stroke="${C.b400}" stroke-opacity=".4"/>
  <rect x="24" y="24" width="20" height="6" rx="3" fill="${C.a400}"/>
  <circle cx="30" cy="120" r="7" fill="#ef4444"/>
  <text x="44" y="125" ${FONT} font-size="14" font-weight="700" fill="#fca5a5">REC</text>
  <rect x="150" y="-26" width="70" height="26" rx="6" fill="${C.ink700}"/>
  <circle cx="220" cy="75" r="92" fill="${C.ink900}" stroke="${C.b400}" stroke-opacity=".6" stroke-width="3"/>
  <circle cx="220" cy="75" r="76" fill="none" stroke="${C.b300}" stroke-opacity=".35" stroke-width="6" stroke-dasharray="3 6"/>
  <circle cx="220" cy="75" r="62" fill="url(#lens)"/>
  <circle cx="220" cy="75" r="38" fill="none" stroke="${C.b200}" stroke-opacity=".3" stroke-width="2"/>
  <circle cx="220" cy="75" r="18" fill="${C.ink900}" fill-opacity=".7"/>
  <ellipse cx="198" cy="52" rx="16" ry="9" fill="#fff" fill-opacity=".55" transform="rotate(-30 198 52)"/>
  <circle cx="244" cy="100" r="5" fill="${C.a300}" fill-opacity=".8"/>
</g>
<g fill="${C.b300}">
  <circle cx="470" cy="90" r="3"/><circle cx="500" cy="140" r="2"/><circle cx="80" cy="420" r="3"/><circle cx="120" cy="380" r="2"/>
</g>`;
  return svg(560, 480, body);
}

const frame = (inner, defs = '') =>
  svg(
    640,
    400,
    `<defs>${defs}<radialGradient id="vig" cx="50%" cy="50%" r="75%"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></radialGradient></defs>${inner}<rect width="640" height="400" fill="url(#vig)"/>`,
  );

export function portfolioWaterfall() {
  const rand = rng(17);
  let falls = '';
  for (let i = 0; i < 8; i++) {
    const x = 70 + i * 64 + rand() * 10;
    const w = 30 + rand() * 34;
    const top = 150 + rand() * 24;
    const bulge = 4 + rand() * 8;
    falls += `<path d="M${r1(x)} ${r1(top)} q${r1(w / 2)} -6 ${r1(w)} 0 q${r1(bulge)} 90 ${r1(bulge / 2)} ${r1(345 - top)} h${r1(-w - bulge)} q${r1(-bulge / 2)} -120 0 ${r1(-(345 - top))} Z" fill="url(#water)"/>`;
    for (let k = 0; k < 3; k++) {
      const lx = x + 3 + rand() * (w - 6);
      falls += `<path d="M${r1(lx)} ${r1(top + 10 + rand() * 30)} v${r1(60 + rand() * 100)}" stroke="#fff" stroke-opacity=".6" stroke-width="1.5"/>`;
    }
  }
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.b800}"/><stop offset="1" stop-color="${C.b500}"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset="1" stop-color="${C.b200}" stop-opacity=".55"/></linearGradient>
<linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity=".1"/></linearGradient>`;
  const inner = `<rect width="640" height="400" fill="url(#sky)"/>
<circle cx="540" cy="70" r="30" fill="${C.b200}" fill-opacity=".6"/>
<path d="M0 150 Q80 124 160 142 T320 134 T480 146 T640 132 V400 H0 Z" fill="${C.a700}"/>
<path d="M0 166 Q100 146 200 162 T420 156 T640 156 V400 H0 Z" fill="${C.ink700}"/>
${falls}
<g fill="none" stroke-width="7" opacity=".35"><path d="M120 330 A220 220 0 0 1 560 330" stroke="${C.rose}"/><path d="M128 330 A212 212 0 0 1 552 330" stroke="${C.b300}"/><path d="M136 330 A204 204 0 0 1 544 330" stroke="${C.a300}"/></g>
<g fill="${C.a500}">${[10, 54, 600, 636].map((x, i) => `<circle cx="${x}" cy="${140 + (i % 2) * 12}" r="${30 + (i % 3) * 8}"/>`).join('')}</g>
<g fill="${C.a400}">${[30, 620].map((x) => `<circle cx="${x}" cy="128" r="18"/>`).join('')}</g>
<rect y="280" width="640" height="90" fill="url(#mist)"/>
<path d="M0 350 Q160 326 320 342 T640 334 V400 H0 Z" fill="${C.ink800}"/>`;
  return frame(inner, defs);
}

export function portfolioSkyline() {
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.ink900}"/><stop offset=".6" stop-color="${C.b700}"/><stop offset="1" stop-color="${C.b300}"/></linearGradient>`;
  const inner = `<rect width="640" height="400" fill="url(#sky)"/>
<circle cx="460" cy="250" r="70" fill="${C.b200}" fill-opacity=".5"/>
${skyline({ seed: 11, width: 660, base: 400, minH: 80, maxH: 190, fill: C.b900, windowColors: [C.b300], lit: 0.18, winOpacity: 0.5 })}
${skyline({ seed: 12, width: 660, base: 400, minH: 40, maxH: 140, fill: C.ink900, windowColors: [C.warm, C.a300, C.b200], lit: 0.3 })}
<g stroke="${C.a400}" stroke-width="4" fill="none" stroke-linecap="round"><path d="M150 400 V90 M150 96 H330 M150 96 L96 128 M300 96 V140"/><path d="M150 130 L180 96 M180 130 L210 96 M210 130 L240 96 M240 130 L270 96" stroke-width="2"/></g>
<rect x="292" y="140" width="16" height="14" fill="${C.a400}"/>`;
  return frame(inner, defs);
}

export function portfolioProduct() {
  const defs = `<radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="${C.b700}"/><stop offset="1" stop-color="${C.ink900}"/></radialGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.a700}"/><stop offset=".35" stop-color="${C.a400}"/><stop offset=".6" stop-color="${C.a500}"/><stop offset="1" stop-color="#064e3b"/></linearGradient>
<linearGradient id="spot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  const rand = rng(5);
  const drops = Array.from({ length: 14 }, () => {
    const x = 230 + rand() * 180;
    const y = 70 + rand() * 230;
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(2 + rand() * 5)}" fill="${C.b200}" fill-opacity="${r1(0.3 + rand() * 0.5)}"/>`;
  }).join('');
  const inner = `<rect width="640" height="400" fill="url(#bg)"/>
<path d="M270 0 L370 0 L460 330 L180 330 Z" fill="url(#spot)"/>
<ellipse cx="320" cy="336" rx="150" ry="26" fill="${C.ink800}"/>
<rect x="170" y="330" width="300" height="70" fill="${C.ink800}"/>
<ellipse cx="320" cy="330" rx="150" ry="24" fill="${C.ink700}"/>
<path d="M306 60 h28 v50 q0 20 22 44 q14 16 14 40 v120 q0 16 -16 16 h-68 q-16 0 -16 -16 v-120 q0 -24 14 -40 q22 -24 22 -44 Z" fill="url(#glass)"/>
<rect x="302" y="52" width="36" height="14" rx="3" fill="${C.b400}"/>
<rect x="270" y="210" width="100" height="64" rx="6" fill="${C.b600}"/>
<text x="320" y="240" text-anchor="middle" ${FONT} font-size="15" font-weight="700" fill="#fff">IPA</text>
<rect x="292" y="250" width="56" height="5" rx="2.5" fill="${C.b200}"/>
<rect x="288" y="120" width="8" height="200" rx="4" fill="#fff" fill-opacity=".25"/>
${drops}`;
  return frame(inner, defs);
}

export function portfolioFood() {
  const defs = `<radialGradient id="plate" cx="45%" cy="40%"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${C.b100}"/></radialGradient>`;
  const rand = rng(21);
  let leaves = '';
  for (let i = 0; i < 10; i++) {
    const a = rand() * Math.PI * 2;
    const d = 20 + rand() * 50;
    const x = 320 + Math.cos(a) * d;
    const y = 200 + Math.sin(a) * d;
    leaves += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="14" ry="6" transform="rotate(${Math.round((a * 180) / Math.PI)} ${r1(x)} ${r1(y)})" fill="${i % 3 ? C.a500 : C.a700}"/>`;
  }
  const inner = `<rect width="640" height="400" fill="${C.ink800}"/>
${Array.from({ length: 8 }, (_, i) => `<rect x="0" y="${i * 50}" width="640" height="2" fill="${C.ink700}"/>`).join('')}
<rect x="60" y="40" width="150" height="100" rx="8" fill="${C.b800}" transform="rotate(-12 135 90)"/>
<circle cx="320" cy="200" r="150" fill="${C.ink900}" fill-opacity=".5"/>
<circle cx="320" cy="196" r="140" fill="url(#plate)"/>
<circle cx="320" cy="196" r="104" fill="none" stroke="${C.b200}" stroke-width="2"/>
<circle cx="320" cy="200" r="70" fill="${C.b700}"/>
<circle cx="300" cy="186" r="26" fill="${C.b500}"/>
<circle cx="346" cy="214" r="20" fill="${C.rose}"/>
${leaves}
<circle cx="330" cy="170" r="7" fill="${C.warm}"/><circle cx="286" cy="228" r="6" fill="${C.warm}"/>
<rect x="112" y="100" width="10" height="210" rx="5" fill="${C.b200}"/>
<path d="M104 100 v40 q13 10 26 0 v-40" fill="none" stroke="${C.b200}" stroke-width="5"/>
<rect x="518" y="90" width="12" height="230" rx="6" fill="${C.b200}"/>
<path d="M518 90 q-16 40 0 90" fill="${C.b200}"/>
<circle cx="560" cy="330" r="36" fill="${C.a700}" fill-opacity=".7"/>`;
  return frame(inner, defs);
}

export function portfolioEvent() {
  const defs = `<linearGradient id="beamA" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.b300}" stop-opacity=".7"/><stop offset="1" stop-color="${C.b300}" stop-opacity="0"/></linearGradient>
<linearGradient id="beamB" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.a400}" stop-opacity=".6"/><stop offset="1" stop-color="${C.a400}" stop-opacity="0"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.b500}"/><stop offset="1" stop-color="${C.a500}"/></linearGradient>`;
  const rand = rng(3);
  let crowd = '';
  for (let i = 0; i < 26; i++) {
    const x = i * 26 + rand() * 10;
    const y = 330 + rand() * 20;
    crowd += `<circle cx="${r1(x)}" cy="${r1(y)}" r="12" fill="${C.ink900}"/><rect x="${r1(x - 16)}" y="${r1(y + 8)}" width="32" height="60" rx="14" fill="${C.ink900}"/>`;
  }
  const inner = `<rect width="640" height="400" fill="${C.ink800}"/>
<path d="M100 0 L130 0 L260 300 L0 300 Z" fill="url(#beamA)"/>
<path d="M510 0 L540 0 L640 300 L380 300 Z" fill="url(#beamA)"/>
<path d="M300 0 L340 0 L460 300 L180 300 Z" fill="url(#beamB)"/>
<rect x="190" y="90" width="260" height="140" rx="6" fill="url(#screen)"/>
<rect x="206" y="106" width="228" height="108" rx="4" fill="${C.ink900}" fill-opacity=".25"/>
<text x="320" y="170" text-anchor="middle" ${FONT} font-size="24" font-weight="700" fill="#fff">IGUAÇU TECH</text>
<rect x="40" y="250" width="560" height="36" fill="${C.ink700}"/>
<g fill="${C.warm}">${Array.from({ length: 12 }, (_, i) => `<circle cx="${40 + i * 51}" cy="20" r="6"/>`).join('')}</g>
${crowd}
<g stroke="${C.ink900}" stroke-width="9" stroke-linecap="round"><path d="M118 344 L104 292"/><path d="M432 340 L448 290"/><path d="M262 348 L270 300"/></g>
<g fill="${C.b100}">${[[97, 276], [442, 274], [264, 284]].map(([x, y]) => `<rect x="${x}" y="${y}" width="13" height="20" rx="2"/>`).join('')}</g>`;
  return frame(inner, defs);
}

export function portfolioPortrait() {
  const defs = `<radialGradient id="bd" cx="55%" cy="45%" r="70%"><stop offset="0" stop-color="${C.b600}"/><stop offset="1" stop-color="${C.ink900}"/></radialGradient>
<linearGradient id="rim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.ink800}"/><stop offset=".8" stop-color="${C.ink700}"/><stop offset="1" stop-color="${C.a300}"/></linearGradient>`;
  const inner = `<rect width="640" height="400" fill="url(#bd)"/>
<g transform="rotate(8 520 120)"><rect x="480" y="40" width="110" height="150" rx="8" fill="#fff" fill-opacity=".85"/><rect x="490" y="50" width="90" height="130" rx="4" fill="${C.b100}"/></g>
<rect x="532" y="195" width="6" height="205" fill="${C.ink700}"/>
<circle cx="300" cy="170" r="62" fill="url(#rim)"/>
<path d="M190 400 Q190 270 300 260 Q410 270 410 400 Z" fill="url(#rim)"/>
<path d="M270 262 L300 320 L330 262" fill="${C.b100}"/>
<path d="M292 282 L308 282 L304 340 L296 340 Z" fill="${C.b500}"/>
<path d="M60 60 h60 M60 60 v60 M580 360 h-60 M580 360 v-60" stroke="#fff" stroke-opacity=".6" stroke-width="3" fill="none"/>`;
  return frame(inner, defs);
}

// ---------------------------------------------------------------------------------------------
// Painéis

export const MONO = 'font-family="DejaVu Sans Mono, Liberation Mono, monospace"';
/** Advance width of DejaVu Sans Mono (1233/2048 em): lets a ticker loop seamlessly. */
export const MONO_ADVANCE = 1233 / 2048;

/** The content of a panel screen (w x h), as shown in the elevator illustration. */
export function panelScreen(w, h) {
  const tick = h * 0.09;
  const head = h * 0.085;
  const main = h - tick - head;
  const ticker = 'DÓLAR R$ 5,42 • EURO R$ 5,88 • GUARANI R$ 0,70 • ';
  return `<rect width="${w}" height="${h}" fill="${C.ink900}"/>
<rect width="${w}" height="${head}" fill="${C.ink800}"/>
<text x="${w * 0.06}" y="${head * 0.68}" ${FONT} font-size="${r1(head * 0.5)}" font-weight="700" fill="#fff">indexa</text>
<text x="${w * 0.94}" y="${head * 0.68}" text-anchor="end" ${FONT} font-size="${r1(head * 0.42)}" fill="${C.b200}">08:45 · 24°C</text>
<g transform="translate(0 ${r1(head)})">
  <rect width="${w}" height="${r1(main)}" fill="url(#adA)"/>
  <circle cx="${w * 0.8}" cy="${r1(main * 0.22)}" r="${w * 0.3}" fill="#fff" fill-opacity=".12"/>
  <text x="${w * 0.08}" y="${r1(main * 0.44)}" ${FONT} font-size="${r1(w * 0.13)}" font-weight="700" fill="#fff">SUA MARCA</text>
  <text x="${w * 0.08}" y="${r1(main * 0.58)}" ${FONT} font-size="${r1(w * 0.13)}" font-weight="700" fill="${C.a300}">AQUI</text>
  <rect x="${w * 0.08}" y="${r1(main * 0.7)}" width="${w * 0.56}" height="${r1(main * 0.1)}" rx="${r1(main * 0.05)}" fill="${C.a400}"/>
  <text x="${w * 0.36}" y="${r1(main * 0.77)}" text-anchor="middle" ${FONT} font-size="${r1(w * 0.075)}" font-weight="700" fill="${C.ink900}">ANUNCIE</text>
</g>
<rect y="${r1(h - tick)}" width="${w}" height="${r1(tick)}" fill="${C.b700}"/>
<text x="${w * 0.04}" y="${r1(h - tick * 0.3)}" ${MONO} font-size="${r1(tick * 0.5)}" font-weight="700" fill="#fff">${ticker}</text>`;
}

export function panelDefs() {
  return `<linearGradient id="adA" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.b500}"/><stop offset="1" stop-color="${C.b800}"/></linearGradient>`;
}

export function elevator() {
  const W = 480;
  const H = 560;
  const body = `
<defs>
  ${panelDefs()}
  <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2f2650"/><stop offset=".5" stop-color="#3a3060"/><stop offset="1" stop-color="#2f2650"/></linearGradient>
  <linearGradient id="door" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8c86a8"/><stop offset=".5" stop-color="#c9c4dd"/><stop offset="1" stop-color="#8c86a8"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.ink700}"/><stop offset="1" stop-color="${C.ink900}"/></linearGradient>
  <radialGradient id="screenGlow"><stop offset="0" stop-color="${C.b400}" stop-opacity=".55"/><stop offset="1" stop-color="${C.b400}" stop-opacity="0"/></radialGradient>
  <clipPath id="scr"><rect width="150" height="266" rx="4"/></clipPath>
</defs>
<rect width="${W}" height="${H}" rx="24" fill="url(#wall)"/>
<path d="M0 0 L60 40 L60 470 L0 560 Z" fill="#251d42"/>
<path d="M480 0 L420 40 L420 470 L480 560 Z" fill="#251d42"/>
<path d="M0 560 L60 470 L420 470 L480 560 Z" fill="url(#floor)"/>
<rect x="60" y="40" width="360" height="10" fill="#4a3f75"/>
<rect x="84" y="88" width="170" height="382" fill="#5c5680"/>
<rect x="90" y="94" width="79" height="376" fill="url(#door)"/>
<rect x="170" y="94" width="79" height="376" fill="url(#door)"/>
<rect x="130" y="62" width="80" height="22" rx="4" fill="${C.ink900}"/>
<text x="170" y="79" text-anchor="middle" ${FONT} font-size="15" font-weight="700" fill="${C.a400}">7 ▲</text>
<circle cx="270" cy="300" r="170" fill="url(#screenGlow)"/>
<g transform="translate(280 120)">
  <rect x="-8" y="-8" width="166" height="282" rx="10" fill="#0b0816" stroke="#5b4f88"/>
  <g clip-path="url(#scr)">${panelScreen(150, 266)}</g>
</g>
<g transform="translate(28 230)" opacity=".9">
  <rect width="22" height="86" rx="6" fill="#4a3f75"/>
  ${[0, 1, 2, 3].map((i) => `<circle cx="11" cy="${16 + i * 18}" r="5" fill="${i === 1 ? C.a400 : '#9d96bd'}"/>`).join('')}
</g>
<rect x="60" y="420" width="360" height="6" rx="3" fill="#7b7499" opacity=".7"/>`;
  return svg(W, H, body);
}

/** The panel screen laid out with its four kinds of content (landscape, for the page). */
export function panelLayout() {
  const W = 640;
  const H = 400;
  const rand = rng(9);
  const cars = Array.from({ length: 5 }, (_, i) => {
    const t = rand();
    const y = 236 + t * 120;
    const x = 470 + (i % 2 ? 1 : -1) * (8 + t * 40);
    const s = 0.5 + t;
    return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(12 * s)}" height="${r1(8 * s)}" rx="2" fill="${i % 2 ? C.warm : '#fca5a5'}"/>`;
  }).join('');
  const body = `
<defs>
  ${panelDefs()}
  <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3060"/><stop offset="1" stop-color="#564b80"/></linearGradient>
  <clipPath id="cam"><rect x="384" y="206" width="236" height="160" rx="8"/></clipPath>
  <clipPath id="news"><rect width="${W - 24}" height="22"/></clipPath>
</defs>
<rect width="${W}" height="${H}" rx="18" fill="#0b0816"/>
<rect x="12" y="12" width="${W - 24}" height="${H - 24}" rx="10" fill="${C.ink900}"/>
<g transform="translate(20 20)"><rect width="356" height="346" rx="8" fill="url(#adA)"/>
  <circle cx="290" cy="70" r="90" fill="#fff" fill-opacity=".1"/>
  <text x="24" y="46" ${FONT} font-size="12" font-weight="700" fill="${C.b200}" letter-spacing="2">SEU ANÚNCIO</text>
  <text x="24" y="150" ${FONT} font-size="38" font-weight="700" fill="#fff">Sua marca</text>
  <text x="24" y="196" ${FONT} font-size="38" font-weight="700" fill="${C.a300}">no elevador</text>
  <rect x="24" y="232" width="150" height="40" rx="20" fill="${C.a400}"/>
  <text x="99" y="258" text-anchor="middle" ${FONT} font-size="15" font-weight="700" fill="${C.ink900}">Conheça</text>
</g>
<g transform="translate(384 20)"><rect width="236" height="176" rx="8" fill="${C.ink800}"/>
  <text x="16" y="30" ${FONT} font-size="12" font-weight="700" fill="${C.b200}" letter-spacing="1.5">COTAÇÕES</text>
  ${[
    ['USD', 'R$ 5,42', '▲', C.a400],
    ['EUR', 'R$ 5,88', '▼', '#fca5a5'],
    ['PYG', 'R$ 0,70', '▲', C.a400],
  ]
    .map(
      ([c, v, s, col], i) => `<g transform="translate(16 ${56 + i * 40})"><rect width="204" height="32" rx="6" fill="${C.ink700}"/>
    <text x="12" y="21" ${FONT} font-size="13" font-weight="700" fill="#fff">${c}</text>
    <text x="150" y="21" text-anchor="end" ${FONT} font-size="13" fill="#fff">${v}</text>
    <text x="190" y="21" text-anchor="end" ${FONT} font-size="12" fill="${col}">${s}</text></g>`,
    )
    .join('')}
</g>
<g><rect x="384" y="206" width="236" height="160" rx="8" fill="url(#road)"/>
  <g clip-path="url(#cam)">
    <path d="M470 206 L420 366 L560 366 L500 206 Z" fill="#2b2148"/>
    <path d="M485 214 L485 230 M485 250 L484 276 M484 300 L483 340" stroke="#fff" stroke-width="3" stroke-opacity=".7"/>
    <rect x="384" y="206" width="236" height="26" fill="${C.b900}"/>
    ${cars}
  </g>
  <rect x="394" y="214" width="60" height="18" rx="4" fill="#ef4444"/>
  <text x="424" y="227" text-anchor="middle" ${FONT} font-size="10" font-weight="700" fill="#fff">AO VIVO</text>
  <text x="610" y="227" text-anchor="end" ${FONT} font-size="10" fill="${C.b200}">Ponte da Amizade</text>
</g>
<g transform="translate(12 ${H - 34})" clip-path="url(#news)"><rect width="${W - 24}" height="22" rx="0" fill="${C.b700}"/>
  <text x="12" y="15" ${FONT} font-size="11" font-weight="700" fill="#fff">NOTÍCIAS  •  Prefeitura anuncia obras na Av. das Cataratas  •  Festival gastronômico começa no sábado  •</text>
</g>`;
  return svg(W, H, body);
}

// ---------------------------------------------------------------------------------------------
// Hero video frames (1280 x 720). t in [0, 1): one loop; every motion is periodic in t.

export function videoFrame(t) {
  const W = 1280;
  const H = 720;
  const TAU = Math.PI * 2;
  const glowX = 900 + Math.sin(TAU * t) * 40;
  const glowR = 420 + Math.sin(TAU * 2 * t) * 30;
  const twinkle = (phase, i) => {
    const k = 1 + (i % 3);
    const v = Math.sin(TAU * (k * t + phase));
    return v > 0.2 ? 0.9 : v > -0.2 ? 0.45 : 0.12;
  };
  // Slides of the panel: 4 slides of 1/4 loop each, sliding in during the last 12% of each.
  const slideCount = 4;
  const pos = t * slideCount;
  const cur = Math.floor(pos) % slideCount;
  const next = (cur + 1) % slideCount;
  const local = pos - Math.floor(pos);
  const ease = (x) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);
  const shift = local > 0.88 ? ease((local - 0.88) / 0.12) : 0;
  const PW = 300;
  const PH = 520;
  const tickerText = 'DÓLAR R$ 5,42  •  EURO R$ 5,88  •  GUARANI R$ 0,70  •  PESO R$ 0,005  •  ';
  const tickerSize = 15;
  const tickerTile = tickerText.length * tickerSize * MONO_ADVANCE;
  const particles = Array.from({ length: 26 }, (_, i) => {
    const rand = rng(100 + i);
    const x = rand() * W;
    const y0 = rand() * H;
    const speed = 1 + Math.floor(rand() * 2);
    const y = (((y0 - t * H * speed) % H) + H) % H;
    const r = 1 + rand() * 2.5;
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${i % 3 ? C.b300 : C.a300}" fill-opacity="${r1(0.25 + rand() * 0.4)}"/>`;
  }).join('');
  const slideSvg = (n) => {
    const w = PW - 24;
    const h = PH - 24 - 44 - 40;
    switch (n) {
      case 0:
        return `<rect width="${w}" height="${h}" fill="url(#adA)"/><circle cx="${w * 0.85}" cy="60" r="110" fill="#fff" fill-opacity=".1"/>
<text x="22" y="150" ${FONT} font-size="32" font-weight="700" fill="#fff">SUA MARCA</text>
<text x="22" y="190" ${FONT} font-size="32" font-weight="700" fill="${C.a300}">AQUI</text>
<rect x="22" y="230" width="150" height="40" rx="20" fill="${C.a400}"/><text x="97" y="256" text-anchor="middle" ${FONT} font-size="15" font-weight="700" fill="${C.ink900}">ANUNCIE</text>`;
      case 1:
        return `<rect width="${w}" height="${h}" fill="${C.ink800}"/><text x="20" y="40" ${FONT} font-size="14" font-weight="700" fill="${C.b200}" letter-spacing="2">COTAÇÕES</text>
${[
  ['USD', 'R$ 5,42', C.a400],
  ['EUR', 'R$ 5,88', '#fca5a5'],
  ['PYG', 'R$ 0,70', C.a400],
  ['ARS', 'R$ 0,005', C.a400],
]
  .map(
    ([c, v, col], i) => `<g transform="translate(20 ${66 + i * 62})"><rect width="${w - 40}" height="50" rx="8" fill="${C.ink700}"/>
<text x="14" y="32" ${FONT} font-size="18" font-weight="700" fill="#fff">${c}</text><text x="${w - 82}" y="32" text-anchor="end" ${FONT} font-size="17" fill="#fff">${v}</text><circle cx="${w - 62}" cy="25" r="6" fill="${col}"/></g>`,
  )
  .join('')}`;
      case 2: {
        const cars = Array.from({ length: 6 }, (_, i) => {
          const p = (((t * 8 + i / 6) % 1) + 1) % 1;
          const y = 60 + p * (h - 60);
          const lane = i % 2 ? 1 : -1;
          const x = w / 2 + lane * (6 + p * 50) - (10 + p * 16) / 2;
          return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(10 + p * 16)}" height="${r1(7 + p * 10)}" rx="3" fill="${lane > 0 ? C.warm : '#fca5a5'}"/>`;
        }).join('');
        return `<rect width="${w}" height="${h}" fill="#3a3060"/><path d="M${w / 2 - 14} 50 L10 ${h} L${w - 10} ${h} L${w / 2 + 14} 50 Z" fill="${C.ink700}"/>
<rect width="${w}" height="50" fill="${C.b900}"/>${cars}
<rect x="14" y="14" width="76" height="22" rx="5" fill="#ef4444"/><text x="52" y="30" text-anchor="middle" ${FONT} font-size="12" font-weight="700" fill="#fff">AO VIVO</text>
<text x="${w - 14}" y="30" text-anchor="end" ${FONT} font-size="12" fill="${C.b200}">Câmera de trânsito</text>`;
      }
      default:
        return `<rect width="${w}" height="${h}" fill="${C.ink800}"/><text x="20" y="40" ${FONT} font-size="14" font-weight="700" fill="${C.a300}" letter-spacing="2">NOTÍCIAS LOCAIS</text>
<rect x="20" y="60" width="${w - 40}" height="120" rx="8" fill="${C.b800}"/><circle cx="${w - 70}" cy="110" r="34" fill="${C.b500}"/>
${[0, 1, 2].map((i) => `<rect x="20" y="${200 + i * 26}" width="${w - 40 - i * 50}" height="12" rx="6" fill="${C.b200}" fill-opacity="${0.9 - i * 0.25}"/>`).join('')}
<rect x="20" y="290" width="120" height="10" rx="5" fill="${C.b300}" fill-opacity=".5"/>`;
    }
  };
  const sw = PW - 24;
  const body = `
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.ink900}"/><stop offset=".7" stop-color="#1f1440"/><stop offset="1" stop-color="${C.b900}"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="${C.b500}" stop-opacity=".5"/><stop offset="1" stop-color="${C.b500}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glow2"><stop offset="0" stop-color="${C.a400}" stop-opacity=".22"/><stop offset="1" stop-color="${C.a400}" stop-opacity="0"/></radialGradient>
  ${panelDefs()}
  <clipPath id="screen"><rect x="12" y="12" width="${sw}" height="${PH - 24}" rx="6"/></clipPath>
  <clipPath id="slides"><rect width="${sw}" height="${PH - 24 - 44 - 40}"/></clipPath>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${r1(glowX)}" cy="330" r="${r1(glowR)}" fill="url(#glow)"/>
<circle cx="${r1(1180 - Math.sin(TAU * t) * 30)}" cy="640" r="300" fill="url(#glow2)"/>
<g opacity=".55">${skyline({ seed: 31, width: W + 40, base: H, minH: 160, maxH: 380, fill: '#20173c', windowColors: [C.b300], lit: 0.12, winOpacity: 0.5, twinkle })}</g>
${skyline({ seed: 32, width: W + 40, base: H, minH: 70, maxH: 230, fill: '#0d0919', windowColors: [C.warm, C.b200, C.a300], lit: 0.22, twinkle })}
${particles}
<g transform="translate(${W - PW - 150} ${r1((H - PH) / 2 - 6 + Math.sin(TAU * t) * 6)})">
  <rect x="-18" y="-18" width="${PW + 36}" height="${PH + 36}" rx="30" fill="${C.b500}" fill-opacity="${r1(18 + Math.sin(TAU * 2 * t) * 6) / 100}"/>
  <rect width="${PW}" height="${PH}" rx="18" fill="#07050d" stroke="#6b5da3" stroke-width="2"/>
  <g clip-path="url(#screen)"><g transform="translate(12 12)">
    <rect width="${sw}" height="44" fill="${C.ink800}"/>
    <text x="16" y="29" ${FONT} font-size="18" font-weight="700" fill="#fff">indexa</text>
    <text x="${sw - 16}" y="29" text-anchor="end" ${FONT} font-size="14" fill="${C.b200}">08:45 · 24°C</text>
    <g transform="translate(0 44)" clip-path="url(#slides)">
      <g transform="translate(${r1(-shift * sw)} 0)">${slideSvg(cur)}</g>
      ${shift > 0 ? `<g transform="translate(${r1((1 - shift) * sw)} 0)">${slideSvg(next)}</g>` : ''}
    </g>
    <g transform="translate(0 ${PH - 24 - 40})"><rect width="${sw}" height="40" fill="${C.b700}"/>
      ${[0, 1, 2].map((k) => `<text x="${r1(k * tickerTile - t * tickerTile)}" y="26" ${MONO} font-size="${tickerSize}" font-weight="700" fill="#fff" xml:space="preserve">${tickerText}</text>`).join('')}</g>
    ${Array.from({ length: slideCount }, (_, i) => `<circle cx="${sw / 2 - 21 + i * 14}" cy="${PH - 24 - 54}" r="4" fill="#fff" fill-opacity="${i === cur ? 0.95 : 0.35}"/>`).join('')}
  </g></g>
</g>`;
  return { svg: svg(W, H, body), tickerTile };
}

// ---------------------------------------------------------------------------------------------
// Link preview (Open Graph / Twitter), 1200×630: what a shared link shows on WhatsApp and others.

export function ogCard() {
  const W = 1200;
  const H = 630;
  const body = `
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.ink900}"/><stop offset=".6" stop-color="${C.ink800}"/><stop offset="1" stop-color="${C.b900}"/></linearGradient>
  <radialGradient id="glow" cx="78%" cy="30%" r="55%"><stop offset="0" stop-color="${C.b500}" stop-opacity=".45"/><stop offset="1" stop-color="${C.b500}" stop-opacity="0"/></radialGradient>
  <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.b400}"/><stop offset="1" stop-color="${C.a400}"/></linearGradient>
  <linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.b600}"/><stop offset="1" stop-color="${C.b800}"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${skyline({ seed: 11, width: W, base: H, minH: 90, maxH: 230, fill: C.ink900, windowColors: [C.warm, C.b200, C.a300], lit: 0.28, winOpacity: 0.7 })}
<g transform="translate(80 90)">
  <rect width="88" height="88" rx="24" fill="url(#mark)"/>
  <rect x="25" y="24" width="14" height="48" rx="5" fill="#fff"/>
  <rect x="50" y="36" width="14" height="36" rx="5" fill="#fff" opacity=".85"/>
  <text x="112" y="66" ${FONT} font-size="60" font-weight="800" fill="#fff" letter-spacing="-1">indexa</text>
</g>
<text x="80" y="270" ${FONT} font-size="46" font-weight="800" fill="#fff">Sua marca nos elevadores</text>
<text x="80" y="326" ${FONT} font-size="46" font-weight="800" fill="${C.a400}">de Foz do Iguaçu</text>
<text x="80" y="388" ${FONT} font-size="26" fill="${C.b200}">Painéis digitais em condomínios · Marketing · Produtora</text>
<g transform="translate(890 120)">
  <rect width="250" height="330" rx="22" fill="${C.ink700}" stroke="${C.b400}" stroke-opacity=".5" stroke-width="3"/>
  <rect x="18" y="18" width="214" height="262" rx="12" fill="url(#screen)"/>
  <circle cx="125" cy="120" r="46" fill="${C.a400}" fill-opacity=".9"/>
  <path d="M112 98 L146 120 L112 142 Z" fill="#fff"/>
  <rect x="48" y="196" width="154" height="14" rx="7" fill="#fff" fill-opacity=".85"/>
  <rect x="70" y="222" width="110" height="10" rx="5" fill="#fff" fill-opacity=".5"/>
  <circle cx="125" cy="305" r="9" fill="${C.b300}" fill-opacity=".6"/>
</g>`;
  return svg(W, H, body, 'Indexa — painéis digitais em condomínios de Foz do Iguaçu');
}
