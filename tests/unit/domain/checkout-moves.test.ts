import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowedMove,
  assertMove,
  orderMoves,
  orderStatuses,
  paymentMoves,
  paymentStatuses,
  refundMoves,
  refundStatuses,
} from '../../../domain/checkout';

/** The edges of the mermaid diagram under `## <heading>` in docs/checkout-states.md, self-loops left out. */
function drawnEdges(heading: string): string[] {
  const doc = fs.readFileSync(new URL('../../../docs/checkout-states.md', import.meta.url), 'utf8');
  const section = doc.split(/^## /m).find((s) => s.startsWith(heading));
  if (!section) throw new Error(`no section ${heading}`);
  const diagram = section.slice(section.indexOf('```mermaid'), section.indexOf('```', section.indexOf('```mermaid') + 3));
  const edges = new Set<string>();
  for (const m of diagram.matchAll(/^\s*(\w+) --> (\w+)/gm)) if (m[1] !== m[2]) edges.add(`${m[1]} -> ${m[2]}`);
  return [...edges].sort();
}
const graphEdges = (graph: Readonly<Record<string, readonly string[]>>) =>
  Object.entries(graph)
    .flatMap(([from, tos]) => tos.map((to) => `${from} -> ${to}`))
    .sort();

function reachable(graph: Readonly<Record<string, readonly string[]>>, start: string): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    for (const next of graph[queue.shift()!] ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

describe('the checkout transition graph is data, and the documented diagram is that data', () => {
  it.each([
    ['Pedido', orderMoves],
    ['Pagamento', paymentMoves],
    ['Estorno', refundMoves],
  ] as const)('%s: docs/checkout-states.md draws exactly the declared moves', (heading, graph) => {
    expect(drawnEdges(heading)).toEqual(graphEdges(graph));
  });

  it('every state has its entry and every move lands on a known state', () => {
    for (const [graph, states] of [
      [orderMoves, orderStatuses],
      [paymentMoves, paymentStatuses],
      [refundMoves, refundStatuses],
    ] as const) {
      expect(Object.keys(graph).sort()).toEqual([...states].sort());
      for (const to of Object.values(graph).flat()) expect(states).toContain(to);
    }
  });

  it('every state is reachable from the first one, but the order status kept for old rows', () => {
    const unreachable = (graph: Readonly<Record<string, readonly string[]>>, states: readonly string[], start: string) =>
      states.filter((s) => !reachable(graph, start).has(s));
    // 'failed' is no transition's target: orders written before ADR 0013 may carry it.
    expect(unreachable(orderMoves, orderStatuses, 'pending')).toEqual(['failed']);
    expect(unreachable(paymentMoves, paymentStatuses, 'pending')).toEqual([]);
    expect(unreachable(refundMoves, refundStatuses, 'requested')).toEqual([]);
  });

  it('a move off the graph is refused before any write; a state written onto itself is not a move', () => {
    expect(allowedMove(orderMoves, ['pending'], 'paid')).toBe(true);
    expect(allowedMove(orderMoves, ['pending', 'paid'], 'refunded')).toBe(false);
    expect(allowedMove(orderMoves, ['refund_needed'], 'refund_needed')).toBe(true);
    expect(() => assertMove(orderMoves, ['paid'], 'pending', 'order')).toThrow('order: no move from paid to pending');
    expect(() => assertMove(paymentMoves, ['refunded'], 'approved', 'payment')).toThrow(/payment/);
    expect(() => assertMove(refundMoves, ['done'], 'failed', 'refund')).toThrow(/refund/);
    expect(() => assertMove(paymentMoves, ['pending', 'expired', 'error', 'cancelled', 'rejected'], 'approved', 'payment')).not.toThrow();
  });
});
