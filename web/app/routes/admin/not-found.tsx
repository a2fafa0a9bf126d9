import { Link } from 'react-router';

/** An admin address without a screen (yet). */
export function Component() {
  return (
    <div className="mx-4 mt-10 rounded-2xl border border-slate-200 bg-white p-8 text-center min-[480px]:mx-auto min-[480px]:max-w-md">
      <h1 className="mb-4 text-lg font-bold text-slate-900">Página não encontrada.</h1>
      <Link to="/admin" className="font-semibold text-brand-700 hover:underline">Voltar</Link>
    </div>
  );
}

export const handle = { title: 'Página não encontrada' };
