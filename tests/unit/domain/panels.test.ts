import { describe, expect, it } from 'vitest';
import { isPanelFull, monthlyViewsEstimate, panelAvailabilityLabel } from '../../../domain/panels';

describe('panels', () => {
  it('estimates monthly views as residents x 5 a day x 30 days, stable', () => {
    expect(monthlyViewsEstimate(180)).toBe(27_000);
    expect(monthlyViewsEstimate(180)).toBe(monthlyViewsEstimate(180));
    expect(monthlyViewsEstimate(0)).toBe(0);
    expect(monthlyViewsEstimate(-3)).toBe(0);
    expect(monthlyViewsEstimate(Number.NaN)).toBe(0);
  });

  it('a panel is full (Lotado) at 10 advertisers', () => {
    expect(isPanelFull(9)).toBe(false);
    expect(isPanelFull(10)).toBe(true);
    expect(panelAvailabilityLabel(0)).toBe('Disponível');
    expect(panelAvailabilityLabel(12)).toBe('Lotado');
  });
});
