const amountFmt = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 150000 -> '1.500,00' (what the amount fields show when editing). */
export const centsToAmountText = (cents: number): string => amountFmt.format(cents / 100);
