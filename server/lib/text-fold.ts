import { sql, type SQL } from 'drizzle-orm';

/**
 * Accent and case folding in SQL, the way domain/neighborhoods.ts foldText does it in
 * JavaScript ('São' -> 'sao'). `unaccent` is not available in PGlite, so translate() does it.
 */
export const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
export const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny';

/** For column definitions (generated columns): the literals inline. */
export const foldRaw = (expr: string): string => `lower(translate(${expr}, '${ACCENTED}', '${PLAIN}'))`;

/** The neighbourhood inside an address, as neighborhoodFromAddress() parses it. */
export const addressNeighborhoodRaw = (address: string): string =>
  `nullif(trim(split_part(split_part(${address}, ' - ', 2), ',', 1)), '')`;

export const foldSql = (expr: SQL): SQL => sql`lower(translate(${expr}, ${ACCENTED}, ${PLAIN}))`;
