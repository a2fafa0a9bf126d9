import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messages } from '../../../domain/messages';
import { displaySize, isLandscape, MAX_VIDEO_BYTES, safeFileName, videoNoticeText, videoProblem } from '../../../domain/videos';
import { rotationFromMatrix } from '../../../server/modules/media/video-probe';

const ok = { mime: 'video/mp4', size: 1000, durationMs: 10_000, width: 1280, height: 720 };

describe('video rules (domain)', () => {
  it('checks type, size, duration and orientation in that order, with the spec texts', () => {
    expect(videoProblem(ok)).toBeNull();
    expect(videoProblem({ ...ok, mime: 'text/plain' })).toBe(messages.videoTypeInvalid);
    expect(videoProblem({ ...ok, mime: null })).toBe(messages.videoTypeInvalid);
    expect(videoProblem({ ...ok, size: MAX_VIDEO_BYTES })).toBeNull();
    expect(videoProblem({ ...ok, size: MAX_VIDEO_BYTES + 1 })).toBe(messages.videoTooLarge);
    expect(videoProblem({ ...ok, durationMs: 15_000 })).toBeNull();
    expect(videoProblem({ ...ok, durationMs: 15_500 })).toBe(messages.videoTooLong);
    expect(videoProblem({ ...ok, width: 720, height: 1280 })).toBe(messages.videoNotLandscape);
    expect(videoProblem({ ...ok, rotationDeg: 90 })).toBe(messages.videoNotLandscape);
    expect(videoProblem({ ...ok, width: 720, height: 720 })).toBe(messages.videoNotLandscape);
    expect(videoProblem({ ...ok, durationMs: null })).toBe(messages.videoUnreadable);
  });

  it('a rotation of 90 or 270 degrees swaps the shown size; 0 and 180 do not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 8000 }), fc.constantFrom(0, 90, 180, 270, -90), (w, h, r) => {
        const d = displaySize(w, h, r);
        const swapped = r === 90 || r === 270 || r === -90;
        expect(d).toEqual(swapped ? { width: h, height: w } : { width: w, height: h });
        expect(isLandscape(w, h, r)).toBe(d.width > d.height);
      }),
    );
  });

  it('reads the rotation from a tkhd matrix (16.16 fixed point)', () => {
    const one = 0x10000;
    expect(rotationFromMatrix([one, 0, 0, 0, one, 0, 0, 0, 0x40000000])).toBe(0);
    expect(rotationFromMatrix([0, one, 0, -one, 0, 0, 0, 0, 0x40000000])).toBe(90);
    expect(rotationFromMatrix([-one, 0, 0, 0, -one, 0, 0, 0, 0x40000000])).toBe(180);
    expect(rotationFromMatrix([0, -one, 0, one, 0, 0, 0, 0, 0x40000000])).toBe(270);
  });

  it('makes safe storage file names from any original name', () => {
    expect(safeFileName('Campanha Verão!.MP4', 'mp4')).toBe('campanha-verao.mp4');
    expect(safeFileName('../../etc/passwd', 'mov')).toBe('passwd.mov');
    expect(safeFileName('***', 'mp4')).toBe('video.mp4');
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(safeFileName(name, 'mp4')).toMatch(/^[a-z0-9][a-z0-9_-]*\.mp4$/);
      }),
    );
  });

  it('the dashboard texts of a decision', () => {
    expect(videoNoticeText('aprovado', null)).toBe('Seu vídeo foi aprovado!');
    expect(videoNoticeText('reprovado', 'Logo cortado')).toBe('Seu vídeo foi reprovado: Logo cortado');
    expect(videoNoticeText('em_analise', null)).toBeNull();
  });
});
