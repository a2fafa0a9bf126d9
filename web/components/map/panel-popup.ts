import { PANEL_TYPE, panelAvailabilityLabel } from '../../../domain/panels';
import { formatCents } from '../../lib/format';
import type { PanelMapPanel } from './panel-map-types';

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
