import { describe, expect, it } from 'vitest';
import {
  mailBaseUrl,
  mailPaths,
  mailTemplates,
  renderMail,
  type MailArgs,
  type MailTemplateName,
} from '../../../domain/mail-templates';
import { mailLinkProblems, mailLinks } from '../../factories/mail-links';

const order = {
  id: '3f2a9c1e-1111-4222-8333-944445555666',
  buyerName: 'Ana Compradora',
  months: 3,
  totalCents: 569_145,
  method: 'card' as const,
  installments: 3,
  couponCode: 'BEMVINDO10',
};

const video = {
  clientName: 'Bruno Anunciante',
  rejectionReason: null,
  title: 'Promoção de Verão',
  buildingName: 'Residencial Três Fronteiras',
  placement: 'wait' as const,
  replacedTitle: null,
};

const outage = {
  name: 'Equipe Indexa',
  screenLabel: 'Elevador social',
  buildingName: 'Residencial Três Fronteiras',
  lastSignalAt: new Date('2025-03-02T17:05:00Z'),
};

/**
 * Samples of every template, covering each branch that changes a link. Typed by the registry: a
 * template added to domain/mail-templates.ts without a sample here does not compile.
 */
const samples: { [K in MailTemplateName]: MailArgs<K>[] } = {
  orderPaid: [
    {
      order,
      lines: [{ buildingName: 'Edifício Cataratas', lineCents: 189_715 }],
      startsAt: new Date('2025-03-01T15:00:00Z'),
      endsAt: new Date('2025-05-30T15:00:00Z'),
      passwordToken: 'tok_ABCdef123456789_-xyz',
    },
    {
      order: { ...order, method: 'pix', installments: null, couponCode: null },
      lines: [{ buildingName: 'Edifício Cataratas', lineCents: 189_715 }],
      startsAt: new Date('2025-03-01T15:00:00Z'),
      endsAt: new Date('2025-03-31T15:00:00Z'),
      passwordToken: null,
    },
    {
      order: { ...order, method: 'pix', installments: null, couponCode: null },
      // A renewal (ADR 0052): the line continues a booking from the midnight after its last day.
      lines: [
        {
          buildingName: 'Edifício Cataratas',
          lineCents: 189_715,
          renewal: { startsAt: new Date('2025-04-01T03:00:00Z'), endsAt: new Date('2025-05-01T03:00:00Z') },
        },
      ],
      startsAt: new Date('2025-03-20T15:00:00Z'),
      endsAt: new Date('2025-04-19T15:00:00Z'),
      passwordToken: null,
    },
  ],
  orderRefundPending: [
    { order, reason: 'building_full' },
    { order, reason: 'order_expired' },
  ],
  refundDone: [
    { order, amountCents: 10_000, whole: false, method: 'card', bookingsEnded: false },
    { order, amountCents: 569_145, whole: true, method: 'pix', bookingsEnded: true },
  ],
  passwordRecovery: [{ name: 'Carla', token: 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5' }],
  sindicoInvite: [
    { name: 'Maria Souza', email: 'maria.sindica@teste.local', buildingName: 'Residencial Três Fronteiras' },
  ],
  videoDecision: [
    { ...video, purpose: 'ad', status: 'aprovado', placement: 'free' },
    { ...video, purpose: 'ad', status: 'aprovado' },
    { ...video, purpose: 'ad', status: 'reprovado', rejectionReason: 'Logo ilegível' },
    { ...video, purpose: 'notice', status: 'aprovado' },
    { ...video, purpose: 'notice', status: 'reprovado', rejectionReason: 'Imagem escura', buildingName: null },
    { ...video, purpose: 'ad', status: 'aprovado', placement: 'replace', replacedTitle: 'Campanha de Verão' },
  ],
  newsletterSignup: [{ email: 'leitor@teste.local' }],
  newsletterWelcome: [{ leaveToken: 'bGVpdG9yQHRlc3RlLmxvY2Fs.AbC-dEf_123' }],
  contactMessage: [
    { source: 'paineis', name: 'Davi', email: 'davi@teste.local', message: 'Quero anunciar em 2 prédios.\nObrigado!' },
  ],
  contactReply: [
    {
      name: 'Davi',
      body: 'Olá! Respondemos pelo WhatsApp.',
      original: 'Quero anunciar.\nObrigado!',
      at: new Date('2025-03-02T12:00:00Z'),
    },
  ],
  screenDown: [
    { ...outage, liveBookings: 1, silentMinutes: 10 },
    { ...outage, liveBookings: 3, silentMinutes: 15 },
  ],
  screenBack: [{ ...outage, backAt: new Date('2025-03-02T18:17:00Z') }],
  makeGoodExtended: [
    {
      clientName: 'Bruno Anunciante',
      buildingName: 'Residencial Três Fronteiras',
      lostMs: 30 * 3600_000,
      days: 2,
      previousEndsAt: new Date('2025-03-31T15:00:00Z'),
      endsAt: new Date('2025-04-02T15:00:00Z'),
    },
    {
      clientName: 'Bruno Anunciante',
      buildingName: 'Residencial Três Fronteiras',
      lostMs: 5 * 3600_000,
      days: 1,
      previousEndsAt: new Date('2025-03-31T15:00:00Z'),
      endsAt: new Date('2025-04-01T15:00:00Z'),
    },
  ],
  makeGoodCredit: [
    {
      clientName: 'Bruno Anunciante',
      buildingName: 'Residencial Três Fronteiras',
      lostMs: 30 * 3600_000,
      couponCode: 'COMPAB12CD34',
      creditCents: 83_208,
      validUntil: new Date('2025-06-29T15:00:00Z'),
    },
  ],
  waitlistPlaceFree: [
    {
      name: 'Beatriz',
      buildingName: 'Residencial Três Fronteiras',
      buildingId: '3f2a9c1e-1111-4222-8333-944445555666',
      leaveToken: '3f2a9c1e-1111-4222-8333-944445555666.AbC-dEf_123',
    },
    {
      name: null,
      buildingName: 'Edifício Cataratas',
      buildingId: '3f2a9c1e-1111-4222-8333-944445555667',
      leaveToken: '3f2a9c1e-1111-4222-8333-944445555667.xyz',
    },
  ],
  renewalReminder: [
    {
      clientName: 'Bruno Anunciante',
      orderId: '0b9f3c2e-1d4a-4e5b-9c8d-7a6b5c4d3e2f',
      buildingNames: ['Residencial Três Fronteiras'],
      daysLeft: 7,
      lastDay: '2025-06-10',
      months: 1,
    },
    {
      clientName: 'Bruno Anunciante',
      orderId: '0b9f3c2e-1d4a-4e5b-9c8d-7a6b5c4d3e2f',
      buildingNames: ['Edifício Aurora', 'Edifício Brisa'],
      daysLeft: 1,
      lastDay: '2025-06-10',
      months: 3,
    },
  ],
  accountDeletionConfirm: [{ name: 'Bruno Anunciante', token: 'c5a1e0f2-0000-4000-8000-000000000001.1767225600000.abc', hours: 24 }],
  accountDeleted: [{ name: 'Bruno Anunciante', videosRemoved: 2, videosKept: 1 }],
};

const names = Object.keys(mailTemplates) as MailTemplateName[];
const rendered = (base: string) =>
  names.flatMap((name) =>
    (samples[name] as MailArgs<typeof name>[]).map((args, i) => ({
      label: `${name}[${i}]`,
      mail: renderMail(base, name, args),
    })),
  );

/** Configured addresses as an operator writes them: with a trailing slash, a port, a sub-path. */
const bases = [
  'https://indexa.exemplo.com.br',
  'https://indexa.exemplo.com.br/',
  'http://localhost:4321',
  'https://exemplo.com.br/paineis/',
];

describe('every e-mail template: links absolute, on the configured site (issue 29)', () => {
  it('each template of the registry has a sample (and nothing else is sampled)', () => {
    expect(Object.keys(samples).sort()).toEqual([...names].sort());
    for (const name of names) expect(samples[name].length, name).toBeGreaterThan(0);
  });

  it.each(bases)('with base %s every link in text and HTML is the base plus a path', (configured) => {
    const base = configured.replace(/\/+$/, '');
    let links = 0;
    for (const { label, mail } of rendered(configured)) {
      expect(mailLinkProblems(mail, base), label).toEqual([]);
      expect(mail.subject.trim(), label).not.toBe('');
      expect(mail.text.trim(), label).not.toBe('');
      links += mailLinks(mail).length;
    }
    // The check above is not vacuous: the samples carry links (order, recovery, síndico, videos).
    expect(links).toBeGreaterThanOrEqual(9);
  });

  it('two bases give the same mails but for the base: no link is written without it', () => {
    const a = rendered('https://a.exemplo.com.br');
    const b = rendered('http://localhost:9999/x');
    for (let i = 0; i < a.length; i++) {
      const strip = (s: string, base: string) => s.split(base).join('{BASE}');
      expect(strip(a[i]!.mail.text, 'https://a.exemplo.com.br'), a[i]!.label).toBe(
        strip(b[i]!.mail.text, 'http://localhost:9999/x'),
      );
    }
  });

  it("the issue's mails: the areas and the síndico's login are full addresses", () => {
    const base = 'https://indexa.exemplo.com.br';
    const [adOk, , adRejected, noticeOk] = samples.videoDecision.map((args) => renderMail(base, 'videoDecision', args));
    expect(adOk!.text).toContain(`Área do Cliente: ${base}${mailPaths.clientDashboard}`);
    expect(adRejected!.text).toContain(`Área do Cliente: ${base}/clientes/dashboard`);
    expect(noticeOk!.text).toContain(`Área do Síndico: ${base}/sindico/dashboard`);
    // An approval that replaced the video chosen at upload says which one left the slot.
    expect(renderMail(base, 'videoDecision', samples.videoDecision.at(-1)!).text).toContain('no lugar de "Campanha de Verão"');
    const invite = renderMail(base, 'sindicoInvite', samples.sindicoInvite[0]!);
    expect(invite.text).toContain(`acesse ${base}/sindico e use`);
    const recovery = renderMail(`${base}/`, 'passwordRecovery', samples.passwordRecovery[0]!);
    expect(recovery.text).toContain(`${base}/redefinir-senha?token=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5`);
  });

  it("a screen's outage: the status page on the configured site, the times in São Paulo, how long it was out", () => {
    const base = 'https://indexa.exemplo.com.br';
    const down = renderMail(base, 'screenDown', samples.screenDown[1]!);
    expect(down.subject).toBe('Tela fora do ar: Elevador social — Residencial Três Fronteiras');
    expect(down.text).toContain('o último sinal foi em 02/03/2025 às 14:05 (há mais de 15 min)');
    expect(down.text).toContain('3 reservas pagas em andamento');
    expect(down.text).toContain(`Estado das telas: ${base}/admin/status`);
    const back = renderMail(base, 'screenBack', samples.screenBack[0]!);
    expect(back.text).toContain('voltou a responder em 02/03/2025 às 15:17 e ficou fora do ar por 1 h 12 min (desde 02/03/2025 às 14:05)');
  });

  it("a make-good: the days, the new end and the coupon's code and value, in pt-BR", () => {
    const base = 'https://indexa.exemplo.com.br';
    const extended = renderMail(base, 'makeGoodExtended', samples.makeGoodExtended[0]!);
    expect(extended.subject).toBe('Sua campanha no Residencial Três Fronteiras foi estendida em 2 dias');
    expect(extended.text).toContain('ficou fora do ar por 1 dia 6 h durante a sua reserva');
    expect(extended.text).toContain('A reserva terminava em 31/03/2025 e agora vai até 02/04/2025');
    expect(extended.text).toContain(`Área do Cliente: ${base}/clientes/dashboard`);
    expect(renderMail(base, 'makeGoodExtended', samples.makeGoodExtended[1]!).subject).toContain('estendida em 1 dia');
    const renewed = renderMail(base, 'orderPaid', samples.orderPaid[2]!);
    expect(renewed.text).toContain('- Edifício Cataratas: R$\u00a01.897,15 — renovação de 01/04/2025 a 30/04/2025, com o mesmo vídeo');
    expect(renewed.text).toContain('Período: 3 meses\n');
    const week = renderMail(base, 'renewalReminder', samples.renewalReminder[0]!);
    expect(week.subject).toBe('Sua campanha no Residencial Três Fronteiras termina em 7 dias');
    expect(week.text).toContain('o último dia nas telas é 10/06/2025');
    expect(week.text).toContain('o mesmo período (1 mês)');
    expect(week.text).toContain(`${base}/clientes/renovar/0b9f3c2e-1d4a-4e5b-9c8d-7a6b5c4d3e2f`);
    const tomorrow = renderMail(base, 'renewalReminder', samples.renewalReminder[1]!);
    expect(tomorrow.subject).toBe('Sua campanha no Edifício Aurora e no Edifício Brisa termina amanhã');
    expect(tomorrow.text).toContain('os mesmos prédios e o mesmo período (3 meses)');
    const credit = renderMail(base, 'makeGoodCredit', samples.makeGoodCredit[0]!);
    expect(credit.subject).toBe('Você recebeu um crédito de R$\u00a0832,08');
    expect(credit.text).toContain('Cupom: COMPAB12CD34');
    expect(credit.text).toContain('até 29/06/2025 (uma vez)');
  });

  it("a waitlist's notice: the store on that building and the one-click leave link, both on the site", () => {
    const base = 'https://indexa.exemplo.com.br';
    const [named, anonymous] = samples.waitlistPlaceFree.map((args) => renderMail(base, 'waitlistPlaceFree', args));
    expect(named!.subject).toBe('Abriu uma vaga no Residencial Três Fronteiras');
    expect(named!.text.startsWith('Olá, Beatriz!')).toBe(true);
    expect(anonymous!.text.startsWith('Olá!\n')).toBe(true);
    expect(named!.text).toContain(`Ver o prédio na loja: ${base}/paineis-digitais/loja?predio=3f2a9c1e-1111-4222-8333-944445555666`);
    expect(named!.text).toContain(`${base}/lista-de-espera/sair?token=3f2a9c1e-1111-4222-8333-944445555666.AbC-dEf_123`);
    expect(named!.headers).toEqual({
      'List-Unsubscribe': `<${base}/api/waitlist/leave/one-click?token=3f2a9c1e-1111-4222-8333-944445555666.AbC-dEf_123>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it("the newsletter's welcome: the notice, the leave page and the one-click header, all on the configured site (ADR 0054)", () => {
    for (const configured of bases) {
      const base = configured.replace(/\/+$/, '');
      const mail = renderMail(configured, 'newsletterWelcome', samples.newsletterWelcome[0]!);
      expect(mail.text).toContain(`${base}/privacidade`);
      expect(mail.text).toContain(`${base}/newsletter/sair?token=bGVpdG9yQHRlc3RlLmxvY2Fs.AbC-dEf_123`);
      expect(mail.headers?.['List-Unsubscribe']).toBe(`<${base}/api/newsletter/leave/one-click?token=bGVpdG9yQHRlc3RlLmxvY2Fs.AbC-dEf_123>`);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
  });

  it('the checker itself catches relative paths, other hosts and guessed hosts', () => {
    const base = 'https://indexa.exemplo.com.br';
    expect(mailLinkProblems({ text: 'Área do Cliente: /clientes/dashboard' }, base)).toHaveLength(1);
    expect(mailLinkProblems({ text: 'acesse /sindico e use' }, base)).toHaveLength(1);
    expect(mailLinkProblems({ text: 'veja https://evil.example/clientes' }, base)).toHaveLength(1);
    expect(mailLinkProblems({ text: 'veja //evil.example/x ou www.indexa.com.br' }, base)).toHaveLength(2);
    expect(mailLinkProblems({ text: 'ok', html: '<a href="/clientes/login">entrar</a>' }, base).length).toBeGreaterThan(
      0,
    );
    expect(
      mailLinkProblems(
        { text: `De 01/03/2025 a 31/03/2025, e/ou ${base}/clientes/login.`, html: `<a href="${base}/x">x</a>` },
        base,
      ),
    ).toEqual([]);
  });

  it('a base that is not an absolute http(s) address is refused, never turned into relative links', () => {
    for (const bad of [
      '',
      '/',
      'indexa.com.br',
      '//indexa.com.br',
      'ftp://indexa.com.br',
      'https://indexa.com.br/?x=1',
      'javascript:alert(1)',
    ]) {
      expect(() => renderMail(bad, 'sindicoInvite', samples.sindicoInvite[0]!), bad).toThrow(
        /Endereço do site inválido/,
      );
    }
    expect(mailBaseUrl('https://Indexa.Exemplo.com.br:8443/paineis//')).toBe(
      'https://indexa.exemplo.com.br:8443/paineis',
    );
  });
});
