import { Suspense, useState, type ReactElement } from 'react';
import { idle } from './next-task';
import { inFirstHydration } from './use-hydrated';

/**
 * A part of a server-drawn page hydrated in a task of its own, after the rest (ADR 0029): one
 * hydration of the whole page was one long task (200–600 ms on a slow phone, all of it counted by
 * Lighthouse as blocking). While it waits the server's HTML stays on screen as it is: Preact keeps
 * the DOM of a component that suspends during hydration and hydrates it when the promise resolves.
 *
 * `children` must draw exactly one element at its root, always (never null): Preact keeps one DOM
 * node for a suspended component (a fragment's other nodes would be dropped; with nothing drawn it
 * would take the next sibling's). Anything else than the first hydration of
 * the page (the app drawing by itself, a later page) draws at once.
 *
 * The waiting parts are hydrated one per task, in page order, in the browser's idle moments after
 * the page's own hydration. A press, a key or a focus anywhere hydrates all that still waits at once, before the
 * click or the key's action reaches the page: nothing a person does is lost. A field changed with
 * none of those first hydrates them too, and tells its value again once they are in.
 */
export function DeferHydration({ children }: { children: ReactElement }) {
  const [gate] = useState(createGate);
  return (
    <Suspense fallback={null}>
      <Gate gate={gate}>{children}</Gate>
    </Suspense>
  );
}

interface HydrationGate {
  open: boolean;
  opened?: Promise<void>;
}

function Gate({ gate, children }: { gate: HydrationGate; children: ReactElement }) {
  if (!gate.open) throw gate.opened!;
  return children;
}

const waiting: (() => void)[] = [];
let draining = false;
let listening = false;

function createGate(): HydrationGate {
  if (!inFirstHydration()) return { open: true };
  const gate: HydrationGate = { open: false };
  gate.opened = new Promise<void>((resolve) => {
    waiting.push(() => {
      gate.open = true;
      resolve();
    });
  });
  listen();
  if (!draining) void drain();
  return gate;
}

/** One part per idle moment of the browser, each its own task. */
async function drain(): Promise<void> {
  draining = true;
  while (waiting.length > 0) {
    await idle();
    waiting.shift()?.();
  }
  draining = false;
}

/** Every part still waiting hydrates now (in the microtasks that follow): a press, or the early taps' replay (ADR 0030). */
export function hydrateDeferredParts(): void {
  for (const open of waiting.splice(0)) open();
}

/**
 * Capture on the document: it runs before any handler of the page. The parts hydrate in the
 * microtasks right after it (Preact renders there), so the click that follows a press, or the
 * key's default action, meets the hydrated part.
 */
function listen(): void {
  if (listening) return;
  listening = true;
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    document.addEventListener(type, hydrateDeferredParts, { capture: true, passive: true });
  for (const type of ['input', 'change']) document.addEventListener(type, announceAfterHydration, { capture: true, passive: true });
}

let announcing = false;
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** Each field with what it held when it changed: a render of its hydrated part may draw the old value over it. */
const toAnnounce = new Map<Field, { value: string; checked: boolean }>();

/**
 * A field changed with no press, key or focus before it (a script, an assistive tool, a test's
 * selectOption) while parts still wait: the change reached a part with no handlers yet, and the
 * part would draw its old value back once hydrated. The parts hydrate now, and in the next task
 * the field gets back what it held and tells it again (input and change, as the early-tap loader
 * does, ADR 0030) for the part's state to take it in. Files are left alone: telling their change
 * twice could send them twice.
 */
function announceAfterHydration(e: Event): void {
  if (announcing || (waiting.length === 0 && toAnnounce.size === 0)) return;
  const field = e.target;
  const valued =
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && field.type !== 'file');
  if (!valued) return;
  hydrateDeferredParts();
  // The input and change of one choice come one after the other: both find the field noted.
  if (toAnnounce.size === 0) setTimeout(announce, 0);
  toAnnounce.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
}

function announce(): void {
  announcing = true;
  try {
    for (const [field, held] of toAnnounce) {
      if (!field.isConnected) continue;
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) field.checked = held.checked;
      else field.value = held.value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  } finally {
    toAnnounce.clear();
    announcing = false;
  }
}
