// Makes the illustrations and the hero video of the public pages (web/public/img, web/public/media).
// Run by hand when the art changes: `node scripts/assets/make-public-assets.mjs [--no-video]`.
// Needs ffmpeg on the machine for the video only; nothing at run time needs it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import * as art from './art.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const pub = path.join(root, 'web/public');

const files = {
  'img/marketing/hero.svg': art.marketingHero(),
  'img/marketing/transformacao.svg': art.marketingTransform(),
  'img/produtora/hero.svg': art.producerHero(),
  'img/produtora/portfolio/cataratas.svg': art.portfolioWaterfall(),
  'img/produtora/portfolio/construtora.svg': art.portfolioSkyline(),
  'img/produtora/portfolio/cervejaria.svg': art.portfolioProduct(),
  'img/produtora/portfolio/gastronomia.svg': art.portfolioFood(),
  'img/produtora/portfolio/evento.svg': art.portfolioEvent(),
  'img/produtora/portfolio/retratos.svg': art.portfolioPortrait(),
  'img/paineis/elevador.svg': art.elevator(),
  'img/paineis/tela.svg': art.panelLayout(),
};

for (const [rel, content] of Object.entries(files)) {
  const file = path.join(pub, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  console.log(`${rel.padEnd(44)} ${(content.length / 1024).toFixed(1)} KB`);
}

// The link-preview image must be a bitmap (WhatsApp and others ignore SVG): PNG, 1200×630.
{
  const file = path.join(pub, 'img/og/indexa-1200x630.png');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(art.ogCard())).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(file);
  console.log(`${'img/og/indexa-1200x630.png'.padEnd(44)} ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
}

if (!process.argv.includes('--no-video')) {
  const FPS = 24;
  const SECONDS = 8;
  const frames = FPS * SECONDS;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-video-'));
  try {
    for (let i = 0; i < frames; i++) {
      const { svg } = art.videoFrame(i / frames);
      await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(path.join(tmp, `f${String(i).padStart(4, '0')}.png`));
    }
    const media = path.join(pub, 'media');
    fs.mkdirSync(media, { recursive: true });
    const mp4 = path.join(media, 'paineis-hero.mp4');
    execFileSync(
      'ffmpeg',
      [
        '-y', '-loglevel', 'error',
        '-framerate', String(FPS),
        '-i', path.join(tmp, 'f%04d.png'),
        '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', process.env.CRF ?? '27',
        '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-g', String(FPS * 2),
        '-movflags', '+faststart', '-an',
        mp4,
      ],
      { stdio: 'inherit' },
    );
    const { svg } = art.videoFrame(0);
    await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(path.join(media, 'paineis-hero-poster.webp'));
    for (const f of ['paineis-hero.mp4', 'paineis-hero-poster.webp']) {
      console.log(`media/${f.padEnd(38)} ${(fs.statSync(path.join(media, f)).size / 1024).toFixed(1)} KB`);
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
