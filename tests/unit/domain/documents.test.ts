import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  isValidCnpj,
  isValidCpf,
  isValidPhone,
  maskCnpj,
  maskCpf,
  maskPhone,
  onlyDigits,
} from '../../../domain/documents';

describe('onlyDigits', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(45) 9 abc')).toBe('459');
  });
});

describe('isValidCpf', () => {
  it.each([
    '529.982.247-25',
    '52998224725',
    '111.444.777-35',
    '123.456.789-09',
    ' 529 982 247 25 ',
  ])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });
  it.each([
    '529.982.247-24',
    '529.982.247-15',
    '111.111.111-11',
    '000.000.000-00',
    '5299822472',
    '529982247250',
    '529x982.247-25',
    '',
  ])('rejects %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
  it('rejects every all-same-digit CPF', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '11.444.777/0001-61',
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '12.abc.345/01de-35',
  ])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });
  it.each([
    '11.222.333/0001-82',
    '11.222.333/0001-91',
    '12.ABC.345/01DE-36',
    '12.ABD.345/01DE-35',
    '12ABC34501DE3A',
    '00.000.000/0000-00',
    '1122233300018',
    '11.222.333/0001-8!',
    '',
  ])('rejects %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
  it('rejects all-same-character CNPJs', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCnpj(String(d).repeat(14))).toBe(false);
  });
});

describe('masks', () => {
  it('masks CPF progressively', () => {
    expect(
      [
        '',
        '5',
        '529',
        '5299',
        '529982',
        '5299822',
        '529982247',
        '5299822472',
        '52998224725',
        '529982247251234',
      ].map(maskCpf),
    ).toEqual([
      '',
      '5',
      '529',
      '529.9',
      '529.982',
      '529.982.2',
      '529.982.247',
      '529.982.247-2',
      '529.982.247-25',
      '529.982.247-25',
    ]);
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('masks CNPJ progressively, upper-casing letters and keeping check digits numeric', () => {
    expect(
      [
        '1',
        '11',
        '112',
        '11222',
        '112223',
        '11222333',
        '112223330',
        '112223330001',
        '1122233300018',
        '11222333000181',
      ].map(maskCnpj),
    ).toEqual([
      '1',
      '11',
      '11.2',
      '11.222',
      '11.222.3',
      '11.222.333',
      '11.222.333/0',
      '11.222.333/0001',
      '11.222.333/0001-8',
      '11.222.333/0001-81',
    ]);
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12ABC34501DEAB35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12.ABC.345/01DE-35999')).toBe('12.ABC.345/01DE-35');
  });

  it('masks phones progressively, switching to the mobile layout at 11 digits', () => {
    expect(
      ['', '4', '45', '453', '453333', '4533333', '4533333333', '45999999999', '459999999991'].map(
        maskPhone,
      ),
    ).toEqual([
      '',
      '(4',
      '(45',
      '(45) 3',
      '(45) 3333',
      '(45) 3333-3',
      '(45) 3333-3333',
      '(45) 99999-9999',
      '(45) 99999-9999',
    ]);
    expect(maskPhone('+55 45 99999-9999')).toBe('(45) 99999-9999');
  });

  it('masks are idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(maskCpf(maskCpf(s))).toBe(maskCpf(s));
        expect(maskCnpj(maskCnpj(s))).toBe(maskCnpj(s));
        expect(maskPhone(maskPhone(s))).toBe(maskPhone(s));
      }),
    );
  });

  it('a fully masked valid document stays valid', () => {
    expect(isValidCpf(maskCpf('52998224725'))).toBe(true);
    expect(isValidCnpj(maskCnpj('12abc34501de35'))).toBe(true);
  });
});

describe('isValidPhone', () => {
  it.each([
    '(45) 99999-9999',
    '(45) 3333-3333',
    '4533333333',
    '11987654321',
    '+55 45 99999-9999',
    '(99) 2222-2222',
  ])('accepts %s', (p) => {
    expect(isValidPhone(p)).toBe(true);
  });
  it.each([
    '(10) 3333-3333',
    '(05) 99999-9999',
    '(45) 89999-9999',
    '(45) 9999-999',
    '459999999999',
    'abc',
    '(45) 3333-333x',
    '',
  ])('rejects %s', (p) => {
    expect(isValidPhone(p)).toBe(false);
  });
});
