import { Link } from 'react-router';

export function RouteError() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">Algo deu errado ao abrir esta página.</h1>
      <p className="text-slate-600">Recarregue a página ou volte ao início.</p>
      <Link to="/" className="font-semibold text-brand-600 underline">Voltar ao início</Link>
    </div>
  );
}
