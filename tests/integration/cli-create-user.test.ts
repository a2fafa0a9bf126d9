import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { auditLogs, users } from '../../server/db/schema';
import { verifyPassword } from '../../server/modules/identity/passwords';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-cli-'));

function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/cli/create-user.ts'), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

describe('npm run user:create (embedded database in DATA_DIR)', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates the account with a hashed password and audits it; refuses duplicates and bad input', async () => {
    const ok = await run(['--name', 'Fábio Financeiro', '--email', 'Fabio@Exemplo.com', '--role', 'finance', '--password', 'senha-forte-1']);
    expect(ok.err).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('Usuário criado: Fábio Financeiro <fabio@exemplo.com> — perfil Financeiro.');
    expect(ok.out).not.toContain('senha-forte-1');
    const dup = await run(['--name', 'Outro', '--email', 'fabio@exemplo.com', '--role', 'client', '--password', 'senha-forte-2']);
    expect(dup.code).toBe(1);
    expect(dup.err).toContain('Já existe um usuário com este e-mail.');
    const bad = await run(['--name', 'X', '--email', 'x@y.com', '--role', 'chefe', '--password', '123']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('A senha deve ter pelo menos 8 caracteres.');
    const missing = await run(['--name', 'X']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Faltam os parâmetros: --email, --role, --password.');

    const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [u] = await db.db.select().from(users).where(eq(users.email, 'fabio@exemplo.com'));
      expect(u).toMatchObject({ name: 'Fábio Financeiro', role: 'finance', active: true });
      expect(u!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(u!.passwordHash, 'senha-forte-1')).toBe(true);
      const audit = await db.db.select().from(auditLogs).where(eq(auditLogs.action, 'create_success'));
      expect(audit).toHaveLength(1);
      // While a server holds the embedded database, the command explains instead of corrupting it.
      const locked = await run(['--name', 'Y', '--email', 'y@y.com', '--role', 'client', '--password', 'senha-forte-3']);
      expect(locked.code).toBe(1);
      expect(locked.err).toMatch(/já está em uso pelo processo \d+/);
      expect(locked.err).toContain('pare o servidor');
    } finally {
      await db.close();
    }
  }, 90_000);
});
