import { describe, expect, it } from 'vitest';
import { foldText, mergeNeighborhoods, neighborhoodFromAddress } from '../../../domain/neighborhoods';

describe('neighborhoodFromAddress', () => {
  it('takes the part after " - " and before ","', () => {
    expect(neighborhoodFromAddress('Rua X, 123 - Bairro, Cidade - PR')).toBe('Bairro');
    expect(neighborhoodFromAddress('Av. Brasil, 1250 - Centro, Foz do Iguaçu - PR')).toBe('Centro');
    expect(neighborhoodFromAddress('Rua A - Vila B - Foz - PR')).toBe('Vila B');
    expect(neighborhoodFromAddress('Rua A, 1 -  Jardim  , Foz')).toBe('Jardim');
  });

  it('gives null when the address names none', () => {
    expect(neighborhoodFromAddress('Rua Sem Bairro, 10')).toBeNull();
    expect(neighborhoodFromAddress('Rua A, 1 - , Foz')).toBeNull();
    expect(neighborhoodFromAddress('Rua A-B, 10')).toBeNull();
    expect(neighborhoodFromAddress('')).toBeNull();
  });
});

describe('mergeNeighborhoods', () => {
  it('keeps one spelling per neighbourhood (case, accents, spaces) and sorts pt-BR', () => {
    expect(
      mergeNeighborhoods(['Vila A', 'Centro', 'São Francisco'], ['centro ', 'Sao  Francisco', 'Água Verde', null, '']),
    ).toEqual(['Água Verde', 'Centro', 'São Francisco', 'Vila A']);
  });

  it('the first list wins the spelling', () => {
    expect(mergeNeighborhoods(['JARDIM CENTRAL'], ['Jardim Central'])).toEqual(['JARDIM CENTRAL']);
  });
});

describe('foldText', () => {
  it('lower-cases and strips accents', () => {
    expect(foldText('Edifício ÇÃO Ñandu')).toBe('edificio cao nandu');
  });
});
