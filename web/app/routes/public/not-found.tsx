import { Link } from 'react-router';

export function Component() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-28 text-center">
      <p className="text-7xl font-black text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">Página não encontrada</h1>
      <p className="mt-2 text-slate-600">O endereço que você acessou não existe ou foi movido.</p>
      <Link to="/" className="mt-8 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        Voltar ao início
      </Link>
    </section>
  );
}
