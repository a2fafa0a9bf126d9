import { PANEL_TYPE, panelAvailabilityLabel } from '../../../domain/panels';
import { formatCents } from '../../lib/format';
import type { PanelMapPanel, PanelMapPin } from './panel-map-types';

function el(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The info window: name, panel type, address, status and the 30-day price (built as DOM: no HTML injection). */
export function panelPopupContent(panel: PanelMapPanel): HTMLElement {
  const root = el('div', 'panel-popup-body');
  root.dataset.panelId = panel.id;
  root.append(el('p', 'panel-popup-name', panel.name));
  root.append(el('p', 'panel-popup-type', PANEL_TYPE));
  root.append(el('p', 'panel-popup-address', panel.address));
  const status = panel.status !== 'active' ? 'Indisponível' : panelAvailabilityLabel(panel.advertisers);
  const statusLine = el('p', 'panel-popup-status');
  statusLine.append(
    el('span', `panel-popup-dot panel-popup-dot-${status === 'Disponível' ? 'ok' : 'off'}`),
    document.createTextNode(status),
  );
  root.append(statusLine);
  const price = el('p', 'panel-popup-price', formatCents(panel.priceCents));
  price.append(el('span', 'panel-popup-period', ' / 30 dias'));
  root.append(price);
  return root;
}

const hasDetails = (pin: PanelMapPin): pin is PanelMapPanel => 'name' in pin;

/**
 * The info window of a pin: at once when the pin carries its details (admin map), otherwise a
 * 'Carregando…' line filled in place when `describe` answers (the store's compact map, ADR 0021).
 */
export function pinPopupContent(
  pin: PanelMapPin,
  describe: ((id: string) => Promise<PanelMapPanel>) | undefined,
  onFilled: () => void,
): HTMLElement {
  if (hasDetails(pin) || !describe) return panelPopupContent(pin as PanelMapPanel);
  const root = el('div', 'panel-popup-body');
  root.dataset.panelId = pin.id;
  root.append(el('p', 'panel-popup-type', 'Carregando…'));
  describe(pin.id).then(
    (panel) => {
      root.replaceChildren(...panelPopupContent(panel).childNodes);
      onFilled();
    },
    () => {
      root.replaceChildren(el('p', 'panel-popup-type', 'Não foi possível carregar o painel.'));
      onFilled();
    },
  );
  return root;
}
