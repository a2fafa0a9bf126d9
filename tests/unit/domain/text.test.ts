import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messages } from '../../../domain/messages';
import { monthsLabel } from '../../../domain/pricing';
import { plural } from '../../../domain/text';

describe('plural', () => {
  it('one takes the singular; zero and more take the plural (pt-BR)', () => {
    expect(plural(1, 'nova', 'novas')).toBe('1 nova');
    expect(plural(2, 'nova', 'novas')).toBe('2 novas');
    expect(plural(0, 'tela', 'telas')).toBe('0 telas');
    expect(plural(1, 'mês', 'meses')).toBe('1 mês');
    expect(plural(12, 'mês', 'meses')).toBe('12 meses');
  });

  it('groups thousands as pt-BR writes them', () => {
    expect(plural(1234, 'exibição', 'exibições')).toBe('1.234 exibições');
    expect(plural(1_000_000, 'linha', 'linhas')).toBe('1.000.000 linhas');
    expect(plural(-1, 'dia', 'dias')).toBe('-1 dia');
    expect(plural(-2500, 'dia', 'dias')).toBe('-2.500 dias');
  });

  it('writes any whole number exactly as Intl does, with the singular only for one', () => {
    const intl = new Intl.NumberFormat('pt-BR');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(plural(n, 'item', 'itens')).toBe(`${intl.format(n)} ${Math.abs(n) === 1 ? 'item' : 'itens'}`);
      }),
    );
  });
});

describe('texts that say how many agree with one', () => {
  it('period discounts: the spec text, with the 1-month row in the singular', () => {
    expect(messages.periodPercentInvalid(3)).toBe('Porcentagem inválida para 3 meses');
    expect(messages.periodPercentInvalid(1)).toBe('Porcentagem inválida para 1 mês');
  });
  it('unfinished uploads and month labels', () => {
    expect(messages.uploadsAccountOpen(1)).toContain('Você já tem 1 envio de vídeo em andamento.');
    expect(messages.uploadsAccountOpen(2)).toContain('Você já tem 2 envios de vídeo em andamento.');
    expect(monthsLabel(1)).toBe('1 mês');
    expect(monthsLabel(6)).toBe('6 meses');
  });
});
