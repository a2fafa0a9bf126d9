import { setAutoFreeze } from 'immer';

// Recharts keeps chart elements in its Redux store, which immer freezes; Preact writes its own
// fields on those element objects, so frozen ones break rendering (ADR 0028).
setAutoFreeze(false);
