import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { messages } from '../../domain/messages';
import { formatBRL } from '../../domain/money';
import { isSmallRefund } from '../../domain/money-slips';
import { GATE_PASSWORD, MASTER, accessible } from './helpers';
import { payByCard } from './paid-order';

/**
 * Issue 20 §4: staff give part of a card payment back from /admin/payments, then the rest with the
 * bookings ended; the order detail and 'Estornos e contestações' show it. Desktop and phone.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`refund in two parts, the second ending the bookings (${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 768 });
    const page = await context.newPage();
    expect((await page.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);

    // A buyer pays one panel by card (the sandbox's approved test card).
    const order = await payByCard(page.request, {
      name: 'Bruna Estorno',
      email: `bruna.estorno.${Date.now()}@teste.local`,
      phone: '(45) 99999-1234',
      cpfSeed: 700 + viewport.width,
      buildingIndex: viewport.width === 1280 ? 7 : 8,
    });
    const { number } = order;

    // Staff open the order at /admin/payments.
    expect(
      (
        await page.request.post('/api/auth/login', {
          data: { area: 'admin', email: MASTER.email, password: MASTER.password },
        })
      ).ok(),
    ).toBe(true);
    await page.goto('/admin/payments');
    await page
      .getByRole('searchbox')
      .or(page.getByLabel(/Buscar/))
      .first()
      .fill(number);
    // The desktop table's 'Ver pedido …' or the phone card (named by its text): whichever is shown.
    await page.getByRole('button', { name: new RegExp(number) }).click();
    const detail = page.getByRole('dialog', { name: `Pedido ${number}` });
    await detail.getByRole('button', { name: 'Estornar', exact: true }).click();

    // Part of it: a reason is required, then R$ 100,00 goes back.
    const form = page.getByRole('dialog', { name: 'Estornar pagamento' });
    await expect(form.getByLabel('Valor a estornar (R$)')).toHaveValue(
      formatBRL(order.amountCents).replace(/^R\$\s/, ''),
    );
    // The same bug can put the amount back at its default: typed again until the form shows it.
    await expect(async () => {
      await form.getByLabel('Valor a estornar (R$)').fill('100,00');
      await expect(form.getByRole('button', { name: `Estornar ${formatBRL(10_000)}` })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await form.getByRole('button', { name: `Estornar ${formatBRL(10_000)}` }).click();
    await expect(form.getByText(messages.refundReasonRequired)).toBeVisible();
    await form.getByLabel('Motivo do estorno').fill('Desconto combinado com a cliente');
    await expect(form.getByText('Encerrar as reservas')).toBeHidden();
    await accessible(page, 'estorno (formulário)');
    await page.screenshot({ path: `${SHOTS}/admin-refund-form-${viewport.width}.png`, fullPage: true });
    // Known bug (note of 26/11): on a loaded machine the dialog's content is sometimes mounted a
    // second time right after it opens, dropping what was typed; the journey types again then.
    // R$ 100,00 of a whole panel's price is under a fifth of it: the slip guard asks first (ADR 0041).
    const confirm = page.getByRole('dialog', { name: messages.amountSlipConfirmTitle });
    await expect(async () => {
      await form.getByLabel('Motivo do estorno').fill('Desconto combinado com a cliente');
      await form.getByRole('button', { name: `Estornar ${formatBRL(10_000)}` }).click();
      if (isSmallRefund(10_000, order.amountCents)) {
        await expect(confirm.getByText(messages.refundSlipConfirm(formatBRL(10_000), formatBRL(order.amountCents)))).toBeVisible({ timeout: 5_000 });
        await confirm.getByRole('button', { name: 'Confirmar valor' }).click();
      }
      await expect(page.getByText(messages.refundPartialDone(formatBRL(10_000)))).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    // The form's dialog is gone (its closing animation too) before the next one opens: reopening it
    // mid-animation can mount its content twice and drop what was typed in the first mount.
    await expect(form).toBeHidden();
    await expect(
      detail.getByText(`Estornado: ${formatBRL(10_000)} de ${formatBRL(order.amountCents)}`),
    ).toBeVisible();
    await expect(detail.getByText('Motivo: Desconto combinado com a cliente')).toBeVisible();
    // The order's receipt (ADR 0050) never lies: it prints the R$ 100,00 that went back, with its date.
    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('link', { name: `Recibo do pedido ${number} (PDF)` }).click(),
    ]);
    expect(receipt.suggestedFilename()).toBe(`recibo-${number}.pdf`);
    const receiptText = (
      await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync((await receipt.path())!))), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    expect(receiptText).toContain('Pago, com estorno parcial');
    expect(receiptText).toMatch(/Estorno em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} - R\$ 100,00/);
    expect(receiptText).toContain('Recebemos de Bruna Estorno');

    // The rest, ending the bookings.
    await detail.getByRole('button', { name: 'Estornar mais' }).click();
    const rest = order.amountCents - 10_000;
    await expect(form.getByLabel('Valor a estornar (R$)')).toHaveValue(formatBRL(rest).replace(/^R\$\s/, ''));
    await expect(async () => {
      await form.getByLabel('Motivo do estorno').fill('Cliente desistiu');
      await form.getByLabel(/Encerrar as reservas/).check();
      await form.getByRole('button', { name: `Estornar ${formatBRL(rest)}` }).click();
      await expect(page.getByText(messages.paymentRefunded).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(
      detail.getByText(`Estornado: ${formatBRL(order.amountCents)} de ${formatBRL(order.amountCents)}`),
    ).toBeVisible();
    await expect(detail.getByText('(encerrada)')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-refund-detail-${viewport.width}.png`, fullPage: true });
    await page.keyboard.press('Escape');

    // 'Estornos e contestações' lists it, with no booking left to end.
    const reversals = page.getByRole('region', { name: /Estornos e contestações/ });
    await expect(reversals.getByRole('button', { name: `Pedido ${number}` })).toBeVisible();
    const row = reversals.getByRole('listitem').filter({ hasText: `Pedido ${number}` });
    await expect(row.getByText('Estornado')).toBeVisible();
    await expect(row.getByText('Sem reservas ativas')).toBeVisible();
    await accessible(page, '/admin/payments com estornos');
    await page.screenshot({ path: `${SHOTS}/admin-reversals-${viewport.width}.png`, fullPage: true });
    await context.close();
  });
}
