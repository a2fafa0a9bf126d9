/**
 * `npm run user:create`: creates an account of any role from the command line, on the configured
 * database (DATABASE_URL, or the embedded database in DATA_DIR).
 *
 *   npm run user:create -- --name "Ana Souza" --email ana@exemplo.com --role admin
 *   (missing values are asked; the password is typed without echo)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { roleLabels, roles, type Role } from '../../domain/permissions';
import { userCreateInput } from '../../domain/schemas/users';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { AppError } from '../lib/errors';
import { recordAudit } from '../modules/identity/audit.service';
import { createUser } from '../modules/identity/users.service';

const HELP = `Cria uma conta (qualquer perfil) no banco de dados configurado.

Uso: npm run user:create -- [--name NOME] [--email EMAIL] [--role PERFIL] [--phone TELEFONE] [--password SENHA]

Perfis: ${roles.map((r) => `${r} (${roleLabels[r]})`).join(', ')}
O que faltar é perguntado. Prefira digitar a senha quando perguntada: --password fica no histórico do shell.
Usa DATABASE_URL (PostgreSQL) ou o banco embutido em DATA_DIR (padrão ./data).`;

function ask(rl: readline.Interface, question: string, hidden = false): Promise<string> {
  return new Promise((resolve) => {
    if (!hidden) return rl.question(question, (a) => resolve(a.trim()));
    const out = process.stdout;
    out.write(question);
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.includes('\n') || s.includes('\r')) out.write('\n');
    };
    rl.question('', (a) => {
      (rl as unknown as { _writeToOutput: typeof write })._writeToOutput = write;
      resolve(a);
    });
  });
}

async function gather(values: Record<string, string | undefined>) {
  const need = ['name', 'email', 'role', 'password'].filter((k) => !values[k]);
  if (!need.length) return values;
  if (!process.stdin.isTTY) {
    throw new AppError(2, `Faltam os parâmetros: ${need.map((k) => `--${k}`).join(', ')}.`);
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    const v = { ...values };
    v.name ||= await ask(rl, 'Nome: ');
    v.email ||= await ask(rl, 'E-mail: ');
    v.role ||= await ask(rl, `Perfil (${roles.join(', ')}): `);
    if (!v.password) {
      v.password = await ask(rl, 'Senha (mínimo 8 caracteres): ', true);
      const again = await ask(rl, 'Repita a senha: ', true);
      if (again !== v.password) throw new AppError(2, 'As senhas não conferem.');
    }
    return v;
  } finally {
    rl.close();
  }
}

export async function main(argv = process.argv.slice(2)): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        name: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string' },
        phone: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(HELP);
    return 0;
  }
  let database;
  try {
    const values = await gather(parsed.values as Record<string, string | undefined>);
    const input = userCreateInput.safeParse({ ...values, role: values.role?.toLowerCase() });
    if (!input.success) {
      for (const issue of input.error.issues) console.error(`- ${issue.path.join('.') || 'entrada'}: ${issue.message}`);
      return 2;
    }
    const config = loadConfig();
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'pglite') });
    const user = await createUser(database.db, { ...input.data, role: input.data.role as Role });
    await recordAudit(database.db, { userEmail: 'linha de comando', ip: null, userAgent: 'npm run user:create' }, {
      category: 'users',
      action: 'create_success',
      details: `Usuário ${user.email} criado pela linha de comando com o perfil ${roleLabels[user.role]}`,
      metadata: { targetId: user.id, role: user.role },
    });
    console.log(`Usuário criado: ${user.name} <${user.email}> — perfil ${roleLabels[user.role]}.`);
    return 0;
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}\nO banco embutido só abre em um processo por vez: pare o servidor, crie o usuário e inicie-o de novo.`);
      return 1;
    }
    if (err instanceof ConfigError || err instanceof AppError) {
      console.error(err.message);
      return err instanceof AppError && err.statusCode === 2 ? 2 : 1;
    }
    console.error(`Não foi possível criar o usuário: ${(err as Error).message}`);
    return 1;
  } finally {
    await database?.close();
  }
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) {
  void main().then((code) => process.exit(code));
}
