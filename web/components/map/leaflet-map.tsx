import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import L from 'leaflet';

const MapContext = createContext<L.Map | null>(null);

/** The Leaflet map of the enclosing LeafletMap; its children render only once it exists. */
export function useMap(): L.Map {
  const map = useContext(MapContext);
  if (!map) throw new Error('useMap fora de um LeafletMap');
  return map;
}

interface Props {
  /** Read once, when the map is created (as Leaflet itself does). */
  options: L.MapOptions;
  className?: string;
  children?: ReactNode;
}

/**
 * A Leaflet map in a div, handed to its children through context. Our layers (markers, tiles,
 * fitting) are effects that talk to Leaflet directly, so we keep this instead of a wrapper
 * library: smaller, and free of renderer internals (ADR 0028).
 */
export function LeafletMap({ options, className, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const initial = useRef(options);

  useEffect(() => {
    const created = L.map(box.current!, initial.current);
    setMap(created);
    return () => {
      setMap(null);
      created.remove();
    };
  }, []);

  return (
    <div ref={box} className={className}>
      {map && <MapContext.Provider value={map}>{children}</MapContext.Provider>}
    </div>
  );
}

/** Leaflet's zoom buttons with pt-BR titles. */
export function ZoomControl({ position }: { position: L.ControlPosition }) {
  const map = useMap();
  useEffect(() => {
    const control = L.control.zoom({ position, zoomInTitle: 'Aproximar', zoomOutTitle: 'Afastar' }).addTo(map);
    return () => void control.remove();
  }, [map, position]);
  return null;
}
