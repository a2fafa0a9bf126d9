// Placeholder replaced by the public-pages work in this same change.
export function Component() {
  return <section className="p-10">produtora</section>;
}
