/**
 * Neighbourhoods for the store's 'Bairro' filter: the stored `neighborhood` column plus the one
 * written inside each address ('Rua X, 123 - Bairro, Cidade - PR': the part after the first ' - ',
 * before the next ','). The SQL in server/modules/store/store.repository.ts parses addresses
 * the same way (split_part); tests keep the two in step.
 */

/** 'Av. Brasil, 1250 - Centro, Foz do Iguaçu - PR' -> 'Centro'; null when there is none. */
export function neighborhoodFromAddress(address: string): string | null {
  const afterDash = address.split(' - ')[1];
  if (afterDash === undefined) return null;
  const name = (afterDash.split(',')[0] ?? '').trim();
  return name === '' ? null : name;
}

/** Lower case without accents: 'Jardim São Paulo' -> 'jardim sao paulo'. */
export function foldText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * One entry per neighbourhood whatever its case, accents or spacing ('centro', 'Centro ' ->
 * 'Centro'), sorted the pt-BR way. The first spelling seen wins, so pass the stored names first.
 */
export function mergeNeighborhoods(...lists: (readonly (string | null | undefined)[])[]): string[] {
  const byKey = new Map<string, string>();
  for (const list of lists) {
    for (const raw of list) {
      const name = raw?.replace(/\s+/g, ' ').trim();
      if (!name) continue;
      const key = foldText(name);
      if (!byKey.has(key)) byKey.set(key, name);
    }
  }
  return [...byKey.values()].sort(collator.compare);
}
