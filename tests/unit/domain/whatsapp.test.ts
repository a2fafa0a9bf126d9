import { describe, it, expect } from 'vitest';
import { WHATSAPP_TEXTS, whatsappUrl } from '../../../domain/whatsapp';

describe('whatsappUrl', () => {
  it('builds a wa.me link with the encoded text', () => {
    expect(whatsappUrl('+55 (45) 99999-9999', 'Olá! Tudo bem? 50% & mais')).toBe(
      'https://wa.me/5545999999999?text=Ol%C3%A1!%20Tudo%20bem%3F%2050%25%20%26%20mais',
    );
  });
  it('adds the Brazilian country code to bare national numbers', () => {
    expect(whatsappUrl('(45) 99999-9999', 'Oi')).toBe('https://wa.me/5545999999999?text=Oi');
    expect(whatsappUrl('4533333333', 'Oi')).toBe('https://wa.me/554533333333?text=Oi');
  });
  it('omits the text parameter when empty', () => {
    expect(whatsappUrl('5545999999999', '')).toBe('https://wa.me/5545999999999');
  });
  it('has the four preset texts, each round-tripping through the link', () => {
    expect(Object.keys(WHATSAPP_TEXTS).sort()).toEqual([
      'marketing',
      'panels',
      'producer',
      'support',
    ]);
    for (const text of Object.values(WHATSAPP_TEXTS)) {
      const url = new URL(whatsappUrl('5545999999999', text));
      expect(url.searchParams.get('text')).toBe(text);
      expect(text.startsWith('Olá!')).toBe(true);
    }
  });
});
