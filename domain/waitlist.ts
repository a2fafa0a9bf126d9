/**
 * The waitlist of a full building (issue 33 item 3, ADR 0051): a visitor leaves an e-mail on a
 * building the store shows as 'Lotado' and is told once when a place opens. The people on the list
 * are told in the order they signed up, as many as there are free places; whoever was told keeps a
 * head start of 24 hours before the next ones hear of the same place. The head start is only in
 * being told: anyone may buy the place at any time, the first to pay takes it.
 *
 * Pure: the server hands in the list and the free places and gets back whom to tell now.
 */

/** How long someone told of a free place has it to themselves before the next on the list are told. */
export const WAITLIST_HEAD_START_HOURS = 24;
export const WAITLIST_HEAD_START_MS = WAITLIST_HEAD_START_HOURS * 60 * 60_000;
/** A told entry is kept this long for staff (who was told, when), then deleted by the job. */
export const WAITLIST_TOLD_KEPT_DAYS = 30;

/**
 * What the sign-up form says next to its button, by version: the version the page showed comes
 * with the sign-up and its text is recorded in the row (with the time and the address), so what
 * the person agreed to can be shown later even after the wording changes. A new wording is a new
 * version here; old versions stay so a page opened before the change can still sign up.
 */
export const waitlistConsentTexts = {
  'lista-de-espera-v1':
    'Ao clicar em “Avise-me”, você concorda que a Indexa guarde este e-mail (e o nome, se informado) só para avisar, uma vez, quando abrir uma vaga neste prédio. Não usamos para mais nada. Você pode sair da lista quando quiser, pelo link que vai no e-mail.',
} as const;
export type WaitlistConsentVersion = keyof typeof waitlistConsentTexts;
export const WAITLIST_CONSENT_VERSION: WaitlistConsentVersion = 'lista-de-espera-v1';
export const waitlistConsentVersions = Object.keys(waitlistConsentTexts) as [
  WaitlistConsentVersion,
  ...WaitlistConsentVersion[],
];

/** The texts of the waitlist, the store's form and the server's answers (spread into `messages`). */
export const waitlistMessages = {
  waitlistJoined: (buildingName: string, email: string) =>
    `Pronto! Vamos avisar ${email} quando abrir uma vaga no ${buildingName}.`,
  waitlistAlready: (buildingName: string) =>
    `Este e-mail já está na lista de espera do ${buildingName}. Avisaremos quando abrir uma vaga.`,
  waitlistNotFull: 'Este prédio tem vaga agora: adicione-o ao carrinho.',
  waitlistBuildingUnavailable: 'Este prédio não está disponível na loja.',
  waitlistBuildingRequired: 'Informe o prédio.',
  waitlistConsentOutdated: 'O texto de consentimento mudou. Atualize a página e tente de novo.',
  waitlistLeft: (buildingName: string) =>
    `Pronto: você saiu da lista de espera do ${buildingName} e o seu e-mail foi apagado dela.`,
  waitlistAlreadyLeft: 'Este e-mail já não está nesta lista de espera.',
  waitlistLinkInvalid: 'Link inválido. Use o link do e-mail que enviamos.',
  waitlistLoadError: 'Erro ao carregar as listas de espera. Por favor, tente novamente.',
} as const;

/** One person on a building's list, as the rule sees them. */
export interface WaitlistPlace {
  id: string;
  /** When they signed up: the order of the list. */
  createdAt: Date;
  /** When they were told of a free place (once); null while waiting. */
  notifiedAt: Date | null;
  /** They bought a place in the building after being told: their head start is used. */
  bought?: boolean;
}

/** The list's order: sign-up time, then id (two sign-ups in the same millisecond keep one order). */
export function waitlistOrder(
  a: Pick<WaitlistPlace, 'id' | 'createdAt'>,
  b: Pick<WaitlistPlace, 'id' | 'createdAt'>,
): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Told less than 24 hours ago and not bought yet: this person still holds a free place's head start. */
export function holdsHeadStart(p: WaitlistPlace, now: Date): boolean {
  return p.notifiedAt !== null && !p.bought && now.getTime() - p.notifiedAt.getTime() < WAITLIST_HEAD_START_MS;
}

/**
 * Whom to tell now, in list order: the free places not held by someone told in the last 24 hours
 * go to the first people still waiting. Nobody is told twice (only waiting entries are chosen).
 * `freePlaces` may be zero or negative (full): nobody is told.
 */
export function waitlistToTell(entries: readonly WaitlistPlace[], freePlaces: number, now: Date): string[] {
  const held = entries.filter((e) => holdsHeadStart(e, now)).length;
  const n = Math.max(0, freePlaces - held);
  if (n === 0) return [];
  return entries
    .filter((e) => e.notifiedAt === null)
    .sort(waitlistOrder)
    .slice(0, n)
    .map((e) => e.id);
}
