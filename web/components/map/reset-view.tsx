import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import { Minimize2 } from 'lucide-react';
import { fittedZoom, fitTo } from './fit-to-panels';
import { useMap } from './leaflet-map';

/**
 * The compact map has no zoom buttons or gestures (the spec), yet a tap on a cluster zooms in:
 * this button, shown once the map is closer than its fitted view, takes it back out (issue 29).
 */
export function ResetView({ bounds }: { bounds: [number, number, number, number] | null | undefined }) {
  const map = useMap();
  const [zoomedIn, setZoomedIn] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;

  useEffect(() => {
    const check = () => setZoomedIn(map.getZoom() > fittedZoom(map, boundsRef.current) + 0.01);
    map.on('zoomend', check);
    return () => void map.off('zoomend', check);
  }, [map]);
  useEffect(() => {
    // A tap here is the button's, not the map's (no marker deselected, no click through).
    if (button.current) L.DomEvent.disableClickPropagation(button.current);
  }, [zoomedIn]);

  if (!zoomedIn) return null;
  return (
    <button
      ref={button}
      type="button"
      onClick={() => fitTo(map, boundsRef.current)}
      className="absolute right-2 top-2 z-[1000] inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-slate-900 shadow-md"
    >
      <Minimize2 className="h-3.5 w-3.5" aria-hidden /> Ver todos os painéis
    </button>
  );
}
