import { Link } from 'react-router';

/** An admin address without a screen (yet). */
export function Component() {
  return (
    <div className="mx-auto mt-10 max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <p className="mb-4 font-medium text-slate-800">Página não encontrada.</p>
      <Link to="/admin" className="font-semibold text-brand-700 hover:underline">Voltar</Link>
    </div>
  );
}

export const handle = { title: 'Página não encontrada' };
