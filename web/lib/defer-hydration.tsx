import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-drawn page that React hydrates after the rest (ADR 0029, ADR 0034): a Suspense
 * boundary of the server's HTML is left as it is in the page's first hydration and hydrated in a
 * pass of its own, at React's lowest priority, in slices of a few milliseconds with the browser
 * free in between — one hydration of the whole page was one long task. A press, a key, a field's
 * input or change on a part still waiting makes React hydrate that part at once, before the event
 * reaches it (other events wait and are replayed once it is in): nothing a person does is lost.
 * The server draws the boundary with its content (no fallback is ever shown for it).
 */
export function DeferHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

let announcing = false;
/** Each text field typed in before its part hydrated, with what it held then. */
const toAnnounce = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();

/**
 * web/main.tsx, when it hydrates a server-drawn page. React (19.3) takes the value a text field
 * has when its part hydrates for the value React last saw: a field typed in before — the `input`
 * event is what makes React hydrate the part, and by then the field already holds the new text —
 * looks unchanged to React, and its onChange never runs (the state keeps the server's value while
 * the field shows the typed one). Such a field gets its value told again in the next task, once
 * hydrated (see `announce`). Capture on the document: it runs before React's own listener.
 */
export function keepChangesBeforeHydration(): void {
  for (const type of ['input', 'change']) document.addEventListener(type, noteChangeBeforeHydration, { capture: true, passive: true });
}

/** React follows a text field it has hydrated through a `value` property of the element's own. */
const followedByReact = (field: Element) => Object.prototype.hasOwnProperty.call(field, 'value');

/** A node React has hydrated carries its fiber under a key of React's own. */
const hydratedByReact = (node: Element) => Object.keys(node).some((k) => k.startsWith('__reactFiber$'));

/**
 * A select changed before its part hydrated has the same fate: the `input` event makes React
 * hydrate the part, the hydration selects the option of the state again, and the `change` that
 * follows reads that option (issue 29: 'Todos os bairros' chosen as the store loads came back as
 * 'Centro'). It is noted like a text field and chosen again once hydrated.
 */
function noteChangeBeforeHydration(e: Event): void {
  const field = e.target;
  const text =
    field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type));
  const select = field instanceof HTMLSelectElement && !hydratedByReact(field);
  if (announcing || !(text || select) || (text && followedByReact(field)) || !document.getElementById('root')?.contains(field)) return;
  if (toAnnounce.size === 0) setTimeout(announce, 0);
  toAnnounce.set(field, field.value);
}

/**
 * The field, hydrated now, is told its value as a change React sees: through React's property the
 * field is given another value (React notes it as the last one it saw), then the typed value is
 * put back with the element's own setter, which React does not watch, and an `input` event tells
 * it. The early-tap loader does the same for what was typed before the app was in (ADR 0030).
 */
function announce(): void {
  announcing = true;
  try {
    for (const [field, value] of toAnnounce) {
      if (!field.isConnected) continue;
      if (field instanceof HTMLSelectElement) {
        // React takes a select's choice from its `change` event, whatever it last saw.
        field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      const ownSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
      if (!ownSetter) continue;
      field.value = `${value} `;
      ownSetter.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  } finally {
    toAnnounce.clear();
    announcing = false;
  }
}
