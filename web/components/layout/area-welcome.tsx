import { useSession } from '../../lib/session';

/** The signed-in person's name under the area's title (real data only; the area's issue adds the rest). */
export function AreaWelcome({ title }: { title: string }) {
  const { user } = useSession();
  return (
    <section>
      <title>{`${title} — Indexa`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">
        Olá, <span className="font-semibold text-slate-900">{user?.name}</span>.
      </p>
    </section>
  );
}
