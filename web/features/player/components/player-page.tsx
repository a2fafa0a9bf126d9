import { useCallback, useEffect, useState } from 'react';
import type { ScreenInfo } from '../../../../domain/schemas/player';
import { deviceStore } from '../lib/device-store';
import { cacheShell, clearMediaCache, registerServiceWorker } from '../lib/media-cache';
import { usePlayerEngine } from '../hooks/use-player-engine';
import { AgencyCard } from './agency-card';
import { Clock } from './clock';
import { NoticeCard } from './notice-card';
import { PairingScreen } from './pairing-screen';

/**
 * /player: the panel in the elevator. Full screen, 16:9 stage letterboxed on any window, no
 * cursor, no scrollbars, muted. Unpaired it shows a code; paired it loops the building's ads.
 */
export function PlayerPage() {
  const [token, setToken] = useState(() => deviceStore.token());

  useEffect(() => {
    const root = document.documentElement;
    const prev = { overflow: root.style.overflow, cursor: document.body.style.cursor };
    root.style.overflow = 'hidden';
    document.body.style.cursor = 'none';
    document.title = 'Indexa — Painel';
    registerServiceWorker();
    void cacheShell();
    return () => {
      root.style.overflow = prev.overflow;
      document.body.style.cursor = prev.cursor;
    };
  }, []);

  const onPaired = useCallback((t: string, screen: ScreenInfo) => {
    deviceStore.savePairing(t, screen);
    setToken(t);
  }, []);
  const onUnpaired = useCallback(() => {
    deviceStore.forget();
    void clearMediaCache();
    setToken(null);
  }, []);

  return (
    <main className="fixed inset-0 flex cursor-none items-center justify-center overflow-hidden bg-black select-none" data-testid="player">
      <div className="relative overflow-hidden bg-black [container-type:size]" style={{ width: 'min(100vw, 177.778vh)', height: 'min(100vh, 56.25vw)' }}>
        {token ? <Playing key={token} token={token} onUnpaired={onUnpaired} /> : <PairingScreen onPaired={onPaired} />}
      </div>
    </main>
  );
}

function Playing({ token, onUnpaired }: { token: string; onUnpaired: () => void }) {
  const { refs, showing, layer } = usePlayerEngine(token, onUnpaired);
  const videoOn = showing.kind === 'video' || (showing.kind === 'notice' && showing.video);
  return (
    <>
      {refs.map((ref, i) => (
        <video
          key={i}
          ref={ref}
          muted
          playsInline
          preload="auto"
          disablePictureInPicture
          data-testid={`player-video-${i}`}
          data-video-id={showing.kind === 'video' && layer === i ? showing.item.id : undefined}
          className="absolute inset-0 h-full w-full bg-black object-contain transition-opacity duration-500"
          style={{ opacity: videoOn && layer === i ? 1 : 0 }}
        />
      ))}
      {showing.kind === 'notice' && !showing.video && <NoticeCard item={showing.item} imageSrc={showing.imageSrc} />}
      {showing.kind === 'agency' && <AgencyCard storeUrl={showing.storeUrl} qrSvgDataUrl={showing.qrSvgDataUrl} />}
      <Clock />
      <p className="sr-only" data-testid="player-now" data-kind={showing.kind} data-id={showing.kind === 'video' || showing.kind === 'notice' ? showing.item.id : ''}>
        {showing.kind === 'video' ? showing.item.title : showing.kind}
      </p>
    </>
  );
}
