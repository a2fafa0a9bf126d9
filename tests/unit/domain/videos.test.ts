import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messages } from '../../../domain/messages';
import {
  canReplace,
  displaySize,
  isLandscape,
  MAX_VIDEO_BYTES,
  placementOnApproval,
  safeFileName,
  videoNoticeText,
  videoProblem,
  videoUploadRefusal,
  videoUploadRefusalMessage,
} from '../../../domain/videos';
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

  it('upload (issue 29): a booking in the building is enough, in use or not; none gives the spec message', () => {
    expect(videoUploadRefusal({ slotsInBuilding: 1, buildingActive: true })).toBeNull();
    expect(videoUploadRefusal({ slotsInBuilding: 0, buildingActive: true })).toBe('no_slots');
    expect(videoUploadRefusal({ slotsInBuilding: 0, buildingActive: false })).toBe('no_slots');
    expect(videoUploadRefusal({ slotsInBuilding: 2, buildingActive: false })).toBe('building_inactive');
    expect(videoUploadRefusalMessage.no_slots).toBe('Você não possui slots disponíveis. Adquira mais slots para enviar vídeos.');
  });

  it('approval places the video: the chosen slot while its video is there, else a free slot, else it waits', () => {
    const full = [
      { bookingId: 'b1', videoId: 'v1' },
      { bookingId: 'b2', videoId: 'v2' },
    ];
    expect(canReplace(full, 'v2')).toBe(true);
    expect(canReplace(full, 'v3')).toBe(false);
    expect(placementOnApproval(full, 'v2')).toEqual({ kind: 'replace', bookingId: 'b2', replacedVideoId: 'v2' });
    expect(placementOnApproval(full, null)).toEqual({ kind: 'wait' });
    // The chosen one left its slot: nothing is pushed out.
    expect(placementOnApproval(full, 'v9')).toEqual({ kind: 'wait' });
    const oneFree = [{ bookingId: 'b1', videoId: 'v1' }, { bookingId: 'b2', videoId: null }];
    expect(placementOnApproval(oneFree, null)).toEqual({ kind: 'free', bookingId: 'b2' });
    expect(placementOnApproval(oneFree, 'v9')).toEqual({ kind: 'free', bookingId: 'b2' });
    // A choice wins over a free slot: the person asked for that video to go.
    expect(placementOnApproval(oneFree, 'v1')).toEqual({ kind: 'replace', bookingId: 'b1', replacedVideoId: 'v1' });
    expect(placementOnApproval([], 'v1')).toEqual({ kind: 'wait' });
  });
});
