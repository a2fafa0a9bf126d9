import type { DbOrTx } from '../../db/client';
import type { SandboxLedger } from '../payments/sandbox.provider';
import { sandboxLedger } from './checkout.repository';

/** The sandbox bank's memory (kept on our payment rows, written apart from our state). */
export function sandboxBank(db: DbOrTx): SandboxLedger {
  return sandboxLedger(db);
}
