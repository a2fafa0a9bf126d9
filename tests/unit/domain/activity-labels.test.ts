import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { activitySentence, categoryLabels, providerDetailLabel } from '../../../domain/activity-labels';
import { auditCategories } from '../../../domain/audit';

const FALLBACK = activitySentence('nada', 'nada');

/** Every `category: 'x', action: 'y'` literal pair the server writes to the audit log. */
function auditedPairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.ts')) {
        const src = fs.readFileSync(p, 'utf8');
        for (const m of src.matchAll(/category: '([a-z_]+)',\s*action: '([a-z_]+)'/g)) pairs.push([m[1]!, m[2]!]);
      }
    }
  };
  walk(path.resolve(__dirname, '../../../server'));
  return pairs;
}

describe('the activity label table', () => {
  it('words every action the server records, and names every category', () => {
    const pairs = auditedPairs();
    expect(pairs.length).toBeGreaterThan(20);
    const unworded = pairs.filter(([c, a]) => activitySentence(c, a) === FALLBACK).map((p) => p.join(':'));
    expect(unworded).toEqual([]);
    for (const c of auditCategories) expect(categoryLabels[c], c).toBeTruthy();
  });

  it('says what happened to a video, a photo and an order in plain pt-BR', () => {
    expect(activitySentence('videos', 'approve')).toBe('aprovou um vídeo');
    expect(activitySentence('photos', 'main_photo_changed')).toBe('trocou a foto principal de um prédio');
    expect(activitySentence('photos', 'upload_success')).toBe('enviou uma foto de prédio');
    expect(activitySentence('orders', 'paid')).toBe('registrou um pedido pago');
  });

  it("words the provider's statuses; an unknown one is marked as the provider's", () => {
    expect(providerDetailLabel('accredited')).toBe('Pagamento aprovado e creditado');
    expect(providerDetailLabel('cc_rejected_other_reason')).toBe('Recusado pelo emissor do cartão');
    expect(providerDetailLabel('rejected')).toBe('Recusado');
    expect(providerDetailLabel('xyz_new')).toBe('Detalhe do provedor: xyz_new');
  });
});
