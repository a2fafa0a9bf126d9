/**
 * PLACEHOLDER for /admin/buildings ('Gerenciar Prédios', titled by the admin shell) so staff have
 * somewhere to land after login. The catalogue work replaces this file with the real screen.
 */
export function Component() {
  return <p className="text-slate-600">A gestão de prédios será exibida aqui.</p>;
}
