/** gzip listed in Accept-Encoding, and not refused with q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return (name === 'gzip' || name === '*') && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}
