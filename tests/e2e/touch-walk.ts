import { expect, type Locator, type Page } from '@playwright/test';
import { scrollSettled } from './helpers';

/**
 * Counts what a person does on a touch phone to get something done (issue 29): every tap and every
 * typed field is an action; a swipe is a scroll the person needs only to bring the next control
 * into view. Scrolls the page makes by itself (a step coming into view) are not theirs.
 */
export class TouchWalk {
  taps = 0;
  typed = 0;
  swipes = 0;
  readonly log: string[] = [];

  constructor(private readonly page: Page) {}

  get actions(): number {
    return this.taps + this.typed;
  }

  /** The control is on screen, whole, and nothing (header, bubble, bar) covers its centre. */
  private async reachable(target: Locator): Promise<boolean> {
    return target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit) || (el as HTMLInputElement).labels?.[0]?.contains(hit) === true);
    });
  }

  /** Waits for the page's own scrolling (smooth scroll, a step into view) to stop. */
  private async settle(): Promise<void> {
    await scrollSettled(this.page);
  }

  /** Brings the control within reach, counting a swipe when the person would have to scroll. */
  private async reach(target: Locator, label: string): Promise<void> {
    await expect(target, `${label} aparece`).toBeVisible();
    await this.settle();
    if (await this.reachable(target)) return;
    this.swipes++;
    this.log.push(`deslizar até ${label}`);
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await this.settle();
    expect(await this.reachable(target), `${label} alcançável depois de rolar (nada o cobre)`).toBe(true);
  }

  async tap(target: Locator, label: string): Promise<void> {
    await this.reach(target, label);
    await target.tap();
    this.taps++;
    this.log.push(`tocar ${label}`);
  }

  /** A typed field: one action whatever its length (the keyboard's own keys are not counted). */
  async type(target: Locator, label: string, text: string): Promise<void> {
    await this.reach(target, label);
    await target.tap();
    await target.pressSequentially(text);
    this.typed++;
    this.log.push(`digitar ${label}`);
  }

  summary(): string {
    return `${this.taps} toques + ${this.typed} campos = ${this.actions} ações, ${this.swipes} rolagens\n  ${this.log.join('\n  ')}`;
  }
}
