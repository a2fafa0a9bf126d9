import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionName, activitySentence, categoryLabels, providerDetailLabel, referencedIds, withShortReferences } from '../../../domain/activity-labels';
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

/** Every action code the server may write: literals after `action:`, ternaries' branches included. */
function auditedActions(): string[] {
  const actions = new Set<string>(['login_failed', 'login_blocked', 'login_locked']);
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.ts')) {
        for (const line of fs.readFileSync(p, 'utf8').split('\n')) {
          const at = line.indexOf('action: ');
          // Not a template, a column (text('action')) or a type ('approve' | 'decline').
          if (at < 0 || /action: (`|text\()|' \|/.test(line)) continue;
          // Not the operand of a comparison (status === 'error' ? ...).
          for (const m of line.slice(at).matchAll(/(?<!=== )'([a-z_]+)'/g)) actions.add(m[1]!);
        }
      }
    }
  };
  walk(path.resolve(__dirname, '../../../server'));
  return [...actions];
}

describe('the security log', () => {
  it("names every action in pt-BR in the filter, never by its code ('(approve)', '(create_error)')", () => {
    const actions = auditedActions();
    expect(actions).toEqual(expect.arrayContaining(['approve', 'create_error', 'login_wrong_area', 'transaction_reopened']));
    expect(actions.filter((a) => actionName(a) === a || actionName(a).includes(`(${a})`))).toEqual([]);
    expect(actionName('approve')).toBe('aprovou um vídeo');
    expect(actionName('create_error')).toBe('tentou criar um registro (erro)');
  });

  it('shows an order id as the short reference the order screens use, and keeps the whole id apart', () => {
    const id = '3f2a9c1e-1b2c-4d5e-8f90-123456789abc';
    expect(withShortReferences(`Pedido ${id} pago: 2 reservas criadas`)).toBe('Pedido 3F2A9C1E pago: 2 reservas criadas');
    expect(withShortReferences('Login na área admin')).toBe('Login na área admin');
    expect(referencedIds(`Pagamento ${id} recebido para o pedido ${id}`)).toEqual([id]);
  });
});

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
