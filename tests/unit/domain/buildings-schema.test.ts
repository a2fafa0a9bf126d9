import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToAmountText } from '../../../domain/money';
import {
  buildingForm,
  buildingInput,
  emptyBuildingForm,
  mainPhotoOf,
  type BuildingFormValues,
} from '../../../domain/schemas/buildings';

const valid = (over: Partial<BuildingFormValues> = {}): BuildingFormValues => ({
  ...emptyBuildingForm(),
  name: 'Edifício Teste',
  address: 'Rua A, 1',
  neighborhood: 'Centro',
  residents: '120',
  ...over,
});

const errorsOf = (values: unknown) => {
  const r = buildingForm.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('building form contract', () => {
  it('turns what was typed into the API body (price in centavos, default point, no síndico)', () => {
    const out = buildingForm.parse(valid({ price: '2.490,50', latitude: 'abc', longitude: '' }));
    expect(out).toEqual({
      name: 'Edifício Teste',
      address: 'Rua A, 1',
      neighborhood: 'Centro',
      residents: 120,
      latitude: -25.55,
      longitude: -54.58,
      priceCents: 249_050,
      displayCount: 1,
      status: 'active',
      sindico: null,
    });
    // The API accepts the form's output unchanged.
    expect(buildingInput.parse(out)).toEqual(out);
  });

  it('starts with the spec defaults: R$ 1.997,00, one panel, active, the default point', () => {
    expect(emptyBuildingForm()).toMatchObject({ price: '1.997,00', displayCount: '1', status: 'active', latitude: '-25.55', longitude: '-54.58' });
  });

  it('gives the spec message for each invalid field', () => {
    expect(errorsOf(valid({ name: ' ', address: '', neighborhood: '\t', residents: '0', price: '0,00', displayCount: '0' }))).toEqual({
      name: 'Nome do prédio é obrigatório',
      address: 'Endereço é obrigatório',
      neighborhood: 'Bairro é obrigatório',
      residents: 'Número de moradores inválido',
      price: 'Preço inválido',
      displayCount: 'O número de painéis deve ser no mínimo 1',
    });
    for (const residents of ['', '-3', '2.5', 'dez']) expect(errorsOf(valid({ residents })).residents).toBe('Número de moradores inválido');
    for (const price of ['', 'abc', '-10,00', '1,999', '0']) expect(errorsOf(valid({ price })).price).toBe('Preço inválido');
  });

  it('validates the síndico block only when the name is not blank', () => {
    expect(errorsOf(valid({ sindico: { name: '  ', email: 'nada', mandateEnd: '   ' } }))).toEqual({});
    expect(errorsOf(valid({ sindico: { name: 'Ana', email: 'nada', mandateEnd: '   ' } }))).toEqual({
      'sindico.email': 'Informe um e-mail válido.',
      'sindico.mandateEnd': 'Data de término do mandato inválida',
    });
    expect(errorsOf(valid({ sindico: { name: 'Ana', mandateEnd: '2026-13-01' } }))['sindico.mandateEnd']).toBe('Data de término do mandato inválida');
    const out = buildingForm.parse(valid({ sindico: { name: ' Ana ', email: ' Ana@X.com ', phone: '', mandateEnd: '' } }));
    expect(out.sindico).toEqual({ name: 'Ana', email: 'ana@x.com', phone: null, mandateEnd: null });
  });

  it('shows prices as the person types them and reads them back exactly', () => {
    expect(centsToAmountText(199_700)).toBe('1.997,00');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (cents) => {
        expect(buildingForm.parse(valid({ price: centsToAmountText(cents) })).priceCents).toBe(cents);
      }),
    );
  });

  it('shows the main photo, or the first by order when none is main', () => {
    expect(mainPhotoOf([{ isMain: false, order: 2 }, { isMain: false, order: 1 }])).toEqual({ isMain: false, order: 1 });
    expect(mainPhotoOf([{ isMain: false, order: 0 }, { isMain: true, order: 3 }])).toEqual({ isMain: true, order: 3 });
    expect(mainPhotoOf([])).toBeNull();
  });
});
